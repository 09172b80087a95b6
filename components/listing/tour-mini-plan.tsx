'use client';

import { viewWedge } from '@/lib/floorplans/drawing';
import { viewHeading } from '@/lib/floorplans/geometry';
import type { TourPlan } from '@/lib/floorplans/tour-plan';
import type { Dictionary } from '@/lib/i18n/en';
import { fill } from '@/lib/i18n/format';

export type MiniPlanTexts = Pick<
  Dictionary['detail'],
  'planYouAreHere' | 'planGoTo' | 'planInTour'
>;

const pct = (v: number, of: number) => `${((v / of) * 100).toFixed(2)}%`;

/**
 * The tour's small plan, in a corner of the running tour (loaded with it): the rooms of the
 * storey the visitor is on, 'you are here' with the way the view faces, following every turn,
 * and a button on each other room with a panorama that goes there.
 */
export function TourMiniPlan({
  plan,
  roomId,
  yaw,
  names,
  onGo,
  texts,
}: {
  plan: TourPlan;
  roomId: string;
  /** The view's yaw from the panorama's centre column, degrees. */
  yaw: number;
  /** Room names by id, in the page's language. */
  names: Record<string, string>;
  onGo: (roomId: string) => void;
  texts: MiniPlanTexts;
}) {
  const here = plan.spots.find((s) => s.room === roomId);
  const storey = plan.storeys.find((s) => s.id === (here?.storey ?? plan.storeys[0]?.id));
  if (!storey) return null;
  const heading = here ? Math.round(viewHeading(here, yaw)) : 0;
  return (
    <nav
      aria-label={fill(texts.planInTour, { storey: storey.name })}
      data-plan-room={roomId}
      data-plan-heading={heading}
      className="absolute top-3 right-3 z-10 w-32 rounded-xl bg-white/90 p-1.5 shadow-lg sm:w-44"
    >
      <div className="relative" style={{ aspectRatio: `${plan.width} / ${plan.height}` }}>
        <svg
          viewBox={`0 0 ${plan.width} ${plan.height}`}
          className="absolute inset-0 size-full"
          aria-hidden="true"
        >
          {storey.rooms.map(([x, y, width, height], i) => (
            <rect
              key={i}
              x={x}
              y={y}
              width={width}
              height={height}
              fill="#fff"
              stroke="#44403c"
              strokeWidth={0.14}
            />
          ))}
          {plan.spots
            .filter((s) => s.storey === storey.id)
            .map((s) => (
              <rect
                key={s.room}
                x={s.box[0]}
                y={s.box[1]}
                width={s.box[2]}
                height={s.box[3]}
                fill={s.room === roomId ? '#a9d8bb' : '#eef7f1'}
                stroke="#44403c"
                strokeWidth={0.14}
              />
            ))}
          {here && (
            <>
              <path
                d={viewWedge([here.x, here.y], heading, 2.6)}
                fill="#1f6f47"
                fillOpacity={0.45}
              />
              <circle
                cx={here.x}
                cy={here.y}
                r={0.45}
                fill="#175a3a"
                stroke="#fff"
                strokeWidth={0.14}
              />
            </>
          )}
        </svg>
        {plan.spots
          .filter((s) => s.storey === storey.id)
          .map((s) => {
            const current = s.room === roomId;
            const name = names[s.room] ?? s.room;
            return (
              <button
                key={s.room}
                type="button"
                onClick={() => onGo(s.room)}
                aria-current={current ? 'location' : undefined}
                aria-label={
                  current
                    ? `${name}: ${texts.planYouAreHere}`
                    : fill(texts.planGoTo, { room: name.toLowerCase() })
                }
                // At least 24 px a side (WCAG 2.2 target size), even for a small room on a phone.
                className="focus-visible:outline-brand-700 absolute min-h-6 min-w-6 rounded-sm hover:bg-black/10 focus-visible:outline-2"
                style={{
                  left: pct(s.box[0], plan.width),
                  top: pct(s.box[1], plan.height),
                  width: pct(s.box[2], plan.width),
                  height: pct(s.box[3], plan.height),
                }}
              />
            );
          })}
      </div>
    </nav>
  );
}
