import clsx from 'clsx';
import { CircleCheck, HardHat } from '@/components/ui/icons';
import type { Dictionary } from '@/lib/i18n/en';
import type { DevelopmentState } from '@/lib/developments/vocabulary';

/**
 * A project's stage: 'Off-plan' and 'Under construction' in the indigo of the units' badge
 * (components/listing/badges.tsx), 'Ready' in the brand's green.
 */
export function StateBadge({
  state,
  texts,
  className,
}: {
  state: DevelopmentState;
  texts: Dictionary['developments'];
  className?: string;
}) {
  const Icon = state === 'ready' ? CircleCheck : HardHat;
  return (
    <span
      data-state={state}
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs leading-none font-bold',
        state === 'ready' ? 'bg-brand-700 text-white' : 'bg-indigo-700 text-white',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" /> {texts.states[state]}
    </span>
  );
}
