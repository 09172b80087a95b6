import { typeLabel } from '@/lib/i18n/labels';
import { STYLES_BY_TYPE } from '@/lib/listings/kinds';
import { ACRE_OPTIONS, formatAcres } from '@/lib/listings/land';
import { PROPERTY_TYPES } from '@/lib/listings/vocabulary';
import { fieldClass } from './field-class';
import type { SearchFormTexts } from './search-form';

/**
 * The fields of the kinds beyond homes, in 'More filters': what people call the property
 * ('Maisonette'), grouped by kind, a plot's size in acres (compared as Kenyans count them, so an
 * eighth finds a 50 × 100 ft plot) and a floor area in m². A style counts only beside its own
 * type (lib/listings/kinds.ts): the runtime sets the type when a style is chosen, and clears a
 * style that no longer fits when the type changes (`data-style-of` names each option's kind).
 */
export function KindFields({ id, texts: t }: { id: string; texts: SearchFormTexts }) {
  const label = 'text-muted text-xs font-bold uppercase';
  const acres = (name: 'minAcres' | 'maxAcres') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className={label}>
        {t[name]}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue=""
        // A size the options do not hold, from a shared link, becomes an option of its own.
        data-more={t.acres}
        className={fieldClass}
      >
        <option value="">{t.anyAcres}</option>
        {ACRE_OPTIONS.map((n) => (
          <option key={n} value={n}>
            {formatAcres(n, t)}
          </option>
        ))}
      </select>
    </div>
  );
  const size = (name: 'minSize' | 'maxSize') => (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-${name}`} className={label}>
        {t[name]}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={10}
        defaultValue=""
        className={fieldClass}
      />
    </div>
  );
  return (
    <div className="mb-3 grid grid-cols-2 gap-3 lg:grid-cols-6">
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-style`} className={label}>
          {t.style}
        </label>
        <select id={`${id}-style`} name="style" defaultValue="" className={fieldClass}>
          <option value="">{t.anyStyle}</option>
          {PROPERTY_TYPES.map((type) => (
            <optgroup key={type} label={typeLabel(t, type)}>
              {STYLES_BY_TYPE[type].map((style) => (
                <option key={style} value={style} data-style-of={type}>
                  {t.styles[style]}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {acres('minAcres')}
      {acres('maxAcres')}
      {size('minSize')}
      {size('maxSize')}
      {/* New developments (lib/developments/): only units still being built, or none of them. */}
      <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
        <label htmlFor={`${id}-offPlan`} className={label}>
          {t.offPlan}
        </label>
        <select id={`${id}-offPlan`} name="offPlan" defaultValue="" className={fieldClass}>
          <option value="">{t.offPlanAny}</option>
          <option value="only">{t.offPlanOnly}</option>
          <option value="hide">{t.offPlanHide}</option>
        </select>
      </div>
    </div>
  );
}
