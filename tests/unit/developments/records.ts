import { readRecordFolder } from '@/lib/developments/folder';
import { parseRecords } from '@/lib/developments/parse';
import { keepProjectDatesCurrent } from '@/lib/developments/sample-dates';
import {
  developerSchema,
  developmentSchema,
  type Developer,
  type Development,
} from '@/lib/developments/schema';
import { BUILD_ENV } from '@/lib/site/env';

/** The committed projects and developers, as the build reads them (dates moved to today). */
// The build date the tests run as of (BUILD_DATE), as the build moves the sample's dates.
const today = BUILD_ENV.buildDate;
const prepare = (record: unknown) => keepProjectDatesCurrent(record, today);
export const storedDevelopments = readRecordFolder('data/developments', 'development');
export const storedDevelopers = readRecordFolder('data/developers', 'developer');
export const developments: { file: string; record: Development }[] = parseRecords(
  storedDevelopments,
  developmentSchema,
  'development',
  prepare,
);
export const developers: { file: string; record: Developer }[] = parseRecords(
  storedDevelopers,
  developerSchema,
  'developer',
  prepare,
);
export const project = (slug: string): Development =>
  structuredClone(developments.find((d) => d.record.slug === slug)!.record);
export const developer = (slug: string): Developer =>
  structuredClone(developers.find((d) => d.record.slug === slug)!.record);
