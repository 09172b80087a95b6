import raw from '@/data/finance.json';
import { parseFinance } from '@/lib/finance/schema';

/** The real figures file, checked as of a day after its dates. */
export const FIGURES = parseFinance(raw, '2026-11-23');

/** A deep copy of the raw file, to break one field at a time. */
export const rawFinance = (): Record<string, Record<string, Record<string, unknown>>> =>
  JSON.parse(JSON.stringify(raw));
