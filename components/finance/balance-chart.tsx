import { useId } from 'react';
import type { YearPoint } from '@/lib/finance/mortgage';

export interface BalanceChartTexts {
  chartTitle: string;
  chartBalance: string;
  chartInterest: string;
  chartYears: string;
}

// The picture scales with its column (about 340 px on a phone, 760 px beside the aside), and its
// text with it: labels are 20 units on phones and 11 from `sm` up, about 12 to 15 px on screen.
const W = 560;
const H = 280;
const PAD = { left: 72, right: 12, top: 16, bottom: 48 };
const LABEL = 'fill-stone-600 text-[20px] sm:text-[11px]';

/** 1.2M, 850K: short axis labels, the same in both languages. */
function short(n: number): string {
  if (n >= 1e9) return `${+(n / 1e9).toFixed(1)}B`;
  if (n >= 1e6) return `${+(n / 1e6).toFixed(1)}M`;
  if (n >= 1e3) return `${Math.round(n / 1e3)}K`;
  return String(Math.round(n));
}

/**
 * The loan's balance and the interest paid so far, year by year, as an SVG line chart: no chart
 * library (it would not fit a listing page's budget). The picture is an image with a title and
 * the page's text summary as its description; the numbers are also in words beside it.
 */
export function BalanceChart({
  principal,
  years,
  texts,
  summary,
}: {
  principal: number;
  years: readonly YearPoint[];
  texts: BalanceChartTexts;
  /** The result in words, read as the chart's description. */
  summary: string;
}) {
  const id = useId();
  const last = years.at(-1);
  if (!last || principal <= 0) return null;
  const top = Math.max(principal, last.interestPaid) || 1;
  const x = (year: number) => PAD.left + (year / last.year) * (W - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / top) * (H - PAD.top - PAD.bottom);
  const points = (pick: (p: YearPoint) => number, start: number) =>
    [`${x(0)},${y(start)}`, ...years.map((p) => `${x(p.year)},${y(pick(p))}`)].join(' ');
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * top);
  const yearStep = last.year > 20 ? 10 : last.year > 8 ? 5 : last.year > 3 ? 2 : 1;
  const yearTicks = Array.from(
    { length: Math.floor(last.year / yearStep) + 1 },
    (_, i) => i * yearStep,
  );
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        className="h-auto w-full"
      >
        <title id={`${id}-title`}>{texts.chartTitle}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((value) => (
          <g key={value}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(value)}
              y2={y(value)}
              className="stroke-stone-200"
            />
            <text x={PAD.left - 8} y={y(value) + 4} textAnchor="end" className={LABEL}>
              {short(value)}
            </text>
          </g>
        ))}
        {yearTicks.map((year) => (
          <text
            key={year}
            x={x(year)}
            y={H - PAD.bottom + 24}
            textAnchor="middle"
            className={LABEL}
          >
            {year}
          </text>
        ))}
        <text x={W - PAD.right} y={H - 4} textAnchor="end" className={LABEL}>
          {texts.chartYears}
        </text>
        <polyline
          points={points((p) => p.balance, principal)}
          fill="none"
          strokeWidth={3}
          className="stroke-brand-700"
        />
        <polyline
          points={points((p) => p.interestPaid, 0)}
          fill="none"
          strokeWidth={3}
          strokeDasharray="8 5"
          className="stroke-amber-600"
        />
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm font-semibold">
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="bg-brand-700 inline-block h-1 w-6 rounded" />
          {texts.chartBalance}
        </span>
        <span className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="inline-block h-1 w-6 rounded border-t-4 border-dashed border-amber-600"
          />
          {texts.chartInterest}
        </span>
      </figcaption>
    </figure>
  );
}
