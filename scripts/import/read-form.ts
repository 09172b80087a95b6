import { listingSchema } from '@/lib/listings/schema';
import { COLUMNS, type Column } from './columns';
import { listingFields, type ImportedListing, type RowProblem } from './convert-row';
import type { ListingsReading } from './read-listings';

/**
 * The file the List Your Property form downloads (lib/upload/record.ts): one listing record in
 * the data format, its photos beside it as 1.jpg, 2.jpg… (the names its `images` end in). It is
 * checked by the build's own schema, and read as one row of a file: its identity is its agency
 * and its `id` (the form's reference, 'N360-7KQ4MX'), which the site stores as its `ref`. Pure.
 */

/** What the form's file says nothing about: whether the home is still on the market. */
const NOT_CARRIED: ReadonlySet<Column> = new Set(['market', 'listed_at']);

export function readForm(bytes: Uint8Array, today: string): ListingsReading {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return refuse('is not UTF-8 text');
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return refuse(`is not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return refuse('must hold one listing, a JSON object, as the form saves it');
  // The form's dates are the day its file was made; the listing goes live on the day of the
  // import, which is also the day the listings desk confirmed it.
  const dated = { ...raw, listedAt: today, verifiedAt: today };
  const result = listingSchema.safeParse(dated);
  const columns = COLUMNS.filter((column) => !NOT_CARRIED.has(column));
  if (!result.success) {
    const problems: RowProblem[] = result.error.issues.map((issue) => ({
      row: 1,
      columns: [],
      message: `field "${issue.path.map(String).join('.') || '(record)'}": ${issue.message}`,
    }));
    const agency = Reflect.get(Reflect.get(raw, 'agent') ?? {}, 'agency');
    const ref = Reflect.get(raw, 'id');
    const identity = {
      ...(typeof agency === 'string' && agency.trim() !== '' ? { agency: agency.trim() } : {}),
      ...(typeof ref === 'string' && ref.trim() !== '' ? { ref: ref.trim() } : {}),
    };
    return {
      ok: true,
      listings: [],
      rejected: [{ row: 1, problems, identity }],
      columns,
      notices: [],
    };
  }
  const listing = result.data;
  const { rank, ref, market, leftMarketAt, sw, ...rest } = listingFields(listing);
  // The form's file says nothing of these: the listings desk and the import set them.
  void [rank, ref, market, leftMarketAt];
  // The form puts the English description in for a Swahili one not given: that is no
  // translation, and is left out as an empty description_sw is (convert-row.ts).
  const swDescription = sw.description === rest.description ? undefined : sw.description;
  const imported: ImportedListing = {
    row: 1,
    identity: { agency: listing.agent.agency, ref: listing.id },
    market: 'available',
    record: {
      ...rest,
      sw: {
        title: sw.title,
        ...(swDescription === undefined ? {} : { description: swDescription }),
      },
    },
    media: { photos: listing.images.map((path) => path.slice(path.lastIndexOf('/') + 1)) },
    filledIn: [],
  };
  return { ok: true, listings: [imported], rejected: [], columns, notices: [] };
}

function refuse(what: string): ListingsReading {
  return { ok: false, problem: `The listing file ${what}; nothing was imported.` };
}
