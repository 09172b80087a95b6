import 'server-only';
import { en, type Dictionary } from './en';
import type { Locale } from './locales';
import { sw } from './sw';

/**
 * The texts of a language, for server components. Islands never import this (it would ship
 * both dictionaries): they receive the parts they show as plain props.
 */
const DICTIONARIES: Record<Locale, Dictionary> = { en, sw };

export function dictionary(locale: Locale): Dictionary {
  return DICTIONARIES[locale];
}
