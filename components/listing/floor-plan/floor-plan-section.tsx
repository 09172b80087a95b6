import { DetailSection } from '@/components/listing/detail/detail-section';
import {
  planFrame,
  roomSize,
  oneDecimal,
  feetAndInches,
  squareFeet,
  totalInternalArea,
} from '@/lib/floorplans/geometry';
import type { FloorPlan } from '@/lib/floorplans/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, formatCount } from '@/lib/i18n/format';
import type { Locale } from '@/lib/i18n/locales';
import { FloorPlanDrawing, nameIn } from './floor-plan-drawing';

const feet = (metres: number) => {
  const { feet: ft, inches } = feetAndInches(metres);
  return `${ft}′ ${inches}″`;
};

/**
 * A listing's whole-home floor plan (docs/floor-plans.md): each storey drawn as an SVG, a switch
 * between storeys that needs no script (radio buttons and CSS, app/globals.css), and the text
 * version, every room with its size in metres and feet.
 */
export function FloorPlanSection({
  plan,
  hasTour,
  locale,
}: {
  plan: FloorPlan;
  /** Whether the page has the 360° tour the plan's rooms open. */
  hasTour: boolean;
  locale: Locale;
}) {
  const t = dictionary(locale).detail;
  const frame = planFrame(plan);
  const total = totalInternalArea(plan);
  const several = plan.storeys.length > 1;
  const texts = {
    planOpenRoom: t.planOpenRoom,
    planEntrance: t.planEntrance,
    planUp: t.planUp,
    planNorth: t.planNorth,
    planNorthLabel: t.planNorthLabel,
  };
  return (
    <DetailSection id="floor-plan" name="floor-plan" title={t.planTitle}>
      <p className="text-muted mt-2">
        {fill(t.planTotal, {
          area: formatCount(Math.round(total), locale),
          sqft: formatCount(squareFeet(total), locale),
        })}
        {several && ` ${fill(t.planStoreyCount, { count: plan.storeys.length })}`}
        {hasTour && plan.panoramas.length > 0 && `. ${t.planHint}`}
      </p>
      <div data-floor-plan className="mt-4">
        {several && (
          <fieldset className="mb-3 flex flex-wrap gap-2">
            <legend className="sr-only">{t.planStorey}</legend>
            {plan.storeys.map((storey, i) => (
              <label key={storey.id} className="storey-choice">
                <input
                  type="radio"
                  name="floor-plan-storey"
                  value={i}
                  data-storey-input={i}
                  defaultChecked={i === 0}
                  className="sr-only"
                />
                <span>{nameIn(storey, locale)}</span>
              </label>
            ))}
          </fieldset>
        )}
        {plan.storeys.map((storey, i) => (
          <figure
            key={storey.id}
            data-storey-panel={i}
            className="rounded-card border-line border bg-white p-2 sm:p-4"
          >
            {/* On a phone the plan keeps a readable scale and scrolls sideways; the region
                takes focus so the keyboard can scroll it too. */}
            <div
              role="region"
              tabIndex={0}
              aria-label={nameIn(storey, locale)}
              className="overflow-x-auto"
            >
              <div className="min-w-[34rem] sm:min-w-0">
                <FloorPlanDrawing
                  plan={plan}
                  storey={storey}
                  frame={frame}
                  labelId={`floor-plan-${storey.id}-title`}
                  symbolId={`floor-plan-${storey.id}`}
                  locale={locale}
                  texts={texts}
                  label={`${t.planTitle}: ${nameIn(storey, locale)}`}
                />
              </div>
            </div>
            {several && (
              <figcaption className="text-muted mt-1 text-center text-sm font-semibold">
                {nameIn(storey, locale)}
              </figcaption>
            )}
          </figure>
        ))}
      </div>
      <details className="mt-4">
        <summary className="text-brand-700 cursor-pointer font-bold">{t.planRooms}</summary>
        {plan.storeys.map((storey) => (
          <table key={storey.id} className="plan-rooms mt-3 w-full text-left text-sm">
            {several && <caption className="text-left font-bold">{nameIn(storey, locale)}</caption>}
            <thead>
              <tr>
                <th scope="col">{t.planRoom}</th>
                <th scope="col">{t.planSize}</th>
                <th scope="col">{t.planArea}</th>
              </tr>
            </thead>
            <tbody>
              {storey.rooms.map((room) => {
                const size = roomSize(room.rect, plan.wall);
                return (
                  // Each cell's text is one string: React marks every join of text parts in
                  // the HTML (<!-- -->), nine a row. The cells' lines are drawn by CSS.
                  <tr key={room.id}>
                    <th scope="row">
                      {nameIn(room, locale)}
                      {room.kind === 'outdoor' && (
                        <span className="text-muted font-normal">{` (${t.planOutdoor})`}</span>
                      )}
                    </th>
                    <td>
                      {`${oneDecimal(size.width)} × ${oneDecimal(size.depth)} m (${feet(size.width)} × ${feet(size.depth)})`}
                    </td>
                    <td>
                      {`${oneDecimal(size.area)} m² (${formatCount(squareFeet(size.area), locale)} ft²)`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ))}
      </details>
    </DetailSection>
  );
}
