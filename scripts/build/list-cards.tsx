// Writes every listing's card, in each language, as an HTML fragment: out/cards/<locale>/<slug>.html,
// and the frame of a shared shortlist around them (_shared.html, _shared-one.html). /saved/ paints
// a shared link's first cards from them before its scripts arrive (lib/saved/prepaint.ts).
//
// They are drawn by the island's own components (SharedHead, SharedCard) from the rows of the
// search index the island reads, so the painted copy and the island's list are the same markup.
// Every build writes them all: each is a few kilobytes and a fraction of a millisecond to draw
// (10,000 listings in two languages: see the step's log line), and each shard writes the same
// files, so a merged export has them from its first shard.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CardGrid } from '@/components/saved/home-cards';
import { SHARED_HEADING_ID, SharedCard, SharedHead } from '@/components/saved/shared-list';
import { iconSpriteFile } from '@/components/ui/icons';
import { SpriteProvider } from '@/components/ui/sprite-icon';
import { dictionary } from '@/lib/i18n/dictionary';
import { LOCALES, localePath, type Locale } from '@/lib/i18n/locales';
import { CARDS_FOLDER, cardsFolder, COUNT_SLOT, FRAME_FILES } from '@/lib/saved/prepaint';
import { searchIndexFile } from '@/lib/search/index-file';
import { readSearchIndex, summaryAt } from '@/lib/search/search-index';
import { BUILD_ENV } from '@/lib/site/env';
import { SAVED_PATH } from '@/lib/site/routes';
import { secondsSince } from './fs-utils';
import { ROOT } from './root';

const OUT = path.join(ROOT, BUILD_ENV.exportDir);

/**
 * HTML of components as a page draws them: under the root layout's sprite path, without which
 * the icons would point nowhere.
 */
function draw(element: ReactNode): string {
  return renderToStaticMarkup(
    <SpriteProvider path={iconSpriteFile().path}>{element}</SpriteProvider>,
  );
}

/** The shortlist's section as the island draws it, with an empty grid for the cards. */
function frame(locale: Locale, lead: string): string {
  const t = dictionary(locale).saved;
  return draw(
    <section aria-labelledby={SHARED_HEADING_ID}>
      <SharedHead
        texts={t}
        lead={lead}
        savedPath={localePath(locale, SAVED_PATH)}
        // Drawn as the button it becomes; the painted copy keeps it unseen (app/globals.css).
        onSaveAll={() => {}}
      />
      <CardGrid>{null}</CardGrid>
    </section>,
  );
}

async function writeLocale(locale: Locale): Promise<number> {
  const dir = path.join(OUT, cardsFolder(locale));
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const forms = dictionary(locale).saved.sharedLead;
  if (!forms.other.includes(COUNT_SLOT))
    throw new Error(`saved.sharedLead.other (${locale}) lacks ${COUNT_SLOT}`);
  await writeFile(path.join(dir, FRAME_FILES.one), frame(locale, forms.one));
  await writeFile(path.join(dir, FRAME_FILES.other), frame(locale, forms.other));
  const index = readSearchIndex(JSON.parse(searchIndexFile(locale).json));
  const cards = { locale, texts: dictionary(locale).listing };
  const rows = index.price.length;
  for (let row = 0; row < rows; row++) {
    const listing = summaryAt(index, row);
    const html = draw(<SharedCard listing={listing} cards={cards} eager={false} />);
    await writeFile(path.join(dir, `${listing.slug}.html`), html);
  }
  return rows;
}

export async function run(): Promise<string> {
  const started = performance.now();
  const counts = await Promise.all(LOCALES.map(writeLocale));
  return `${counts.join(' + ')} card fragments in ${CARDS_FOLDER}/ in ${secondsSince(started)}`;
}
