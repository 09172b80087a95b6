import { openingsOf, roomBox, roomLabel, stairsPath, wallsPath } from '@/lib/floorplans/drawing';
import { panoramaOf, round2, toDrawing, type Frame } from '@/lib/floorplans/geometry';
import type { FloorPlan, Storey } from '@/lib/floorplans/schema';
import { fill } from '@/lib/i18n/format';
import type { Dictionary } from '@/lib/i18n/en';
import type { Locale } from '@/lib/i18n/locales';

export type PlanTexts = Pick<
  Dictionary['detail'],
  'planOpenRoom' | 'planEntrance' | 'planUp' | 'planNorth' | 'planNorthLabel'
>;

/** A room's or storey's name in the page's language. */
export const nameIn = (item: { name: string; sw: { name: string } }, locale: Locale) =>
  locale === 'sw' ? item.sw.name : item.name;

// Drawn in metres: the SVG scales to its box, so every size here is a size on the ground.
const WALL = 0.2;
/** An opening's cut is a little wider than the wall, so no hairline of wall shows across it. */
const CUT = 0.24;
const INK = '#292524';

/**
 * One storey of a floor plan as an SVG, in the server's markup: it needs no script to be seen
 * or printed. A room with a panorama is a link to the tour, marked 360°; the tour's island
 * (tour-launcher.tsx) opens the tour at that room, and without script the link goes to the tour.
 * `symbolId` lets the printed brochure draw the same storey again with <use>.
 */
export function FloorPlanDrawing({
  plan,
  storey,
  frame,
  labelId,
  symbolId,
  locale,
  texts,
  label,
}: {
  plan: FloorPlan;
  storey: Storey;
  frame: Frame;
  labelId: string;
  symbolId: string;
  locale: Locale;
  texts: PlanTexts;
  label: string;
}) {
  const { cuts, symbols } = openingsOf(frame, storey, plan.wall);
  const entrance = storey.entrance;
  const room = entrance && storey.rooms.find((r) => r.id === entrance.room);
  let entranceLabel: [number, number] | undefined;
  if (entrance && room) {
    // Outside the front door, half a metre out from the wall.
    const mid: [number, number] = [
      (entrance.from[0] + entrance.to[0]) / 2,
      (entrance.from[1] + entrance.to[1]) / 2,
    ];
    const horizontal = Math.abs(entrance.from[1] - entrance.to[1]) < 1e-6;
    const [cx, cz] = [(room.rect[0] + room.rect[2]) / 2, (room.rect[1] + room.rect[3]) / 2];
    const out: [number, number] = horizontal
      ? [mid[0], mid[1] + (cz > mid[1] ? -0.45 : 0.45)]
      : [mid[0] + (cx > mid[0] ? -0.45 : 0.45), mid[1]];
    entranceLabel = toDrawing(frame, out);
  }
  // The north arrow, in the top right corner.
  const northX = round2(frame.width - 0.45);
  return (
    <svg
      viewBox={`0 0 ${frame.width.toFixed(2)} ${frame.height.toFixed(2)}`}
      role="group"
      aria-labelledby={labelId}
      className="floor-plan-svg h-auto w-full"
      fontFamily="inherit"
    >
      <title id={labelId}>{label}</title>
      {/* The labels' ink, centring and weight, said once here for every text inside (the
          brochure's <use> of this group takes them along). */}
      <g id={symbolId} fill={INK} textAnchor="middle" fontWeight={700}>
        {storey.rooms.map((r) => {
          const box = roomBox(frame, r.rect);
          const toured = panoramaOf(plan, r.id)?.storey === storey.id;
          return (
            <rect
              key={r.id}
              {...box}
              fill={r.kind === 'outdoor' ? '#eef5ea' : toured ? '#eef7f1' : '#fff'}
            />
          );
        })}
        <path
          d={wallsPath(frame, storey)}
          fill="none"
          stroke={INK}
          strokeWidth={WALL}
          strokeLinecap="square"
        />
        <path d={cuts} fill="none" stroke="#fff" strokeWidth={CUT} />
        <path d={symbols} fill="none" stroke="#57534e" strokeWidth={0.03} />
        {storey.stairs.map((s, i) => {
          const { treads, arrow, label: at } = stairsPath(frame, s);
          return (
            <g key={i} fill="none" stroke="#57534e" strokeWidth={0.025}>
              <path d={treads} />
              <path d={arrow} strokeWidth={0.04} />
              <text
                x={at[0]}
                y={round2(at[1] + 0.3)}
                fontSize={0.2}
                fontWeight={400}
                fill={INK}
                stroke="none"
              >
                {texts.planUp}
              </text>
            </g>
          );
        })}
        {storey.rooms.map((r) => {
          const name = nameIn(r, locale);
          const l = roomLabel(frame, r, name, plan.wall, storey.stairs);
          return (
            <text key={r.id} x={l.x} y={l.y} fontSize={l.size}>
              {l.lines.map((line, i) => (
                <tspan key={i} x={l.x} dy={i === 0 ? undefined : l.leading}>
                  {/* A space between lines, so the words read as words, not run together. */}
                  {i < l.lines.length - 1 || l.dims ? `${line} ` : line}
                </tspan>
              ))}
              {l.dims && (
                <tspan x={l.x} dy={l.leading} fontSize={l.dimsSize} fontWeight={400} fill="#44403c">
                  {l.dims}
                </tspan>
              )}
            </text>
          );
        })}
        {entranceLabel && (
          <text x={entranceLabel[0]} y={round2(entranceLabel[1] + 0.08)} fontSize={0.24}>
            {texts.planEntrance}
          </text>
        )}
        <g aria-label={texts.planNorthLabel} role="img">
          <path d={`M${northX} 0.2l0.18 0.5h-0.36z`} />
          <text x={northX} y={0.95} fontSize={0.24}>
            {texts.planNorth}
          </text>
        </g>
      </g>
      {plan.panoramas
        .filter((p) => p.storey === storey.id)
        .map((p) => {
          const r = storey.rooms.find((x) => x.id === p.room);
          if (!r) return null;
          const box = roomBox(frame, r.rect);
          // The mark sits in the room's north-west corner, clear of its name; the tour's own
          // plan shows where the camera stood.
          const [bx, by] = [round2(box.x + 0.5), round2(box.y + 0.5)];
          return (
            <a
              key={p.room}
              href="#tour"
              role="button"
              data-opens-room={p.room}
              aria-label={fill(texts.planOpenRoom, { room: nameIn(r, locale) })}
              className="floor-plan-room"
            >
              <rect {...box} fill="transparent" className="floor-plan-target" />
              <circle cx={bx} cy={by} r={0.36} className="fill-brand-700" />
              <text
                x={bx}
                y={round2(by + 0.07)}
                fontSize={0.19}
                textAnchor="middle"
                fill="#fff"
                fontWeight={700}
              >
                360°
              </text>
            </a>
          );
        })}
    </svg>
  );
}
