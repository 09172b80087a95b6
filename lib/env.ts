/**
 * A whole-number build setting from an environment variable: `fallback` when unset or empty,
 * else a number from `min` to `max`, or an error that names the variable and the bad value (the
 * build stops on it rather than guessing).
 */
export function wholeNumberSetting(
  name: string,
  raw: string | undefined,
  {
    min,
    max,
    fallback,
    minNote = '',
  }: { min: number; max: number; fallback: number; minNote?: string },
): number {
  const text = raw?.trim() ?? '';
  if (text === '') return fallback;
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max)) {
    throw new RangeError(
      `${name} must be a whole number from ${min}${minNote} to ${max}, got "${text.slice(0, 40)}"`,
    );
  }
  return value;
}
