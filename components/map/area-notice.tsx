import { buttonClass } from '@/components/ui/button';

/**
 * Said above results limited to a box of the map ('Search this area' on /map/, the `bounds`
 * parameter), on /map/ and on /listings/ alike, with the way back to the whole search.
 */
export function AreaNotice({
  texts,
  onClear,
}: {
  texts: { areaActive: string; clearArea: string };
  onClear: () => void;
}) {
  return (
    <p className="border-brand-200 bg-brand-50 mt-4 flex flex-wrap items-center gap-3 rounded-xl border px-4 py-3 text-sm font-semibold">
      {texts.areaActive}
      <button type="button" onClick={onClear} className={buttonClass('outline', 'compact')}>
        {texts.clearArea}
      </button>
    </p>
  );
}
