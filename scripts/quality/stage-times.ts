// The wall times scripts/quality/stages.ts prints for each npm script it ran.

/** Seconds as m:ss, rounded to the second. */
export function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
