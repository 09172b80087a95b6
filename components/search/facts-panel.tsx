import { FACT_TICKS, type FactTick } from '@/lib/search/filter-options';
import { plural } from '@/lib/i18n/format';
import { fieldClass } from './field-class';
import type { SearchFormTexts } from './search-form';

/** The parking choices the form offers; a deeper ask from a shared link is added to them. */
export const PARKING_OPTIONS = [1, 2, 3, 4];

/**
 * The Key facts filters of the search form ('More filters'): ticks for furnished, pets, backup
 * power and borehole water, at least N parking bays, and a highest service charge. A home whose
 * agent did not state a fact never passes its filter, and the panel says so. Part of the form's
 * markup, hidden until opened (./search-form.tsx).
 */
export function FactsPanel({ id, texts: t }: { id: string; texts: SearchFormTexts }) {
  const labels: Record<FactTick, string> = {
    furnished: t.furnished,
    pets: t.pets,
    power: t.power,
    borehole: t.borehole,
  };
  return (
    <fieldset className="border-line rounded-xl border bg-stone-50 p-4">
      <legend className="text-ink px-1 text-sm font-bold">{t.keyFacts}</legend>
      <p id={`${id}-note`} className="text-muted text-sm">
        {t.factsNote}
      </p>
      <div className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
        {FACT_TICKS.map((tick) => (
          <div key={tick} className="flex items-center">
            <input
              id={`${id}-${tick}`}
              name={tick}
              type="checkbox"
              value="1"
              aria-describedby={`${id}-note`}
              className="accent-brand-700 size-5 shrink-0 cursor-pointer"
            />
            <label
              htmlFor={`${id}-${tick}`}
              className="text-ink cursor-pointer py-2 pl-2.5 text-sm font-semibold"
            >
              {labels[tick]}
            </label>
          </div>
        ))}
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-parking`} className="text-muted text-xs font-bold uppercase">
            {t.parking}
          </label>
          <select
            id={`${id}-parking`}
            name="parking"
            defaultValue=""
            // The wording of a deeper ask from a shared link, which the runtime adds as an option
            // ('6+ bays'): more than 4 is always the plural's 'other' form.
            data-more={t.parkingOption.other}
            className={fieldClass}
          >
            <option value="">{t.anyParking}</option>
            {PARKING_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {plural(n, t.parkingOption)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-service`} className="text-muted text-xs font-bold uppercase">
            {t.maxServiceCharge}
          </label>
          <input
            id={`${id}-service`}
            name="maxServiceCharge"
            type="number"
            inputMode="numeric"
            min={0}
            step={500}
            defaultValue=""
            className={fieldClass}
          />
        </div>
      </div>
    </fieldset>
  );
}
