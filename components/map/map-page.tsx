import budgets from '@/budgets.json';
import { formatBytes } from '@/lib/site/format';
import type { Metadata } from 'next';
import { PageFrame } from '@/components/layout/page-frame';
import { SearchForm } from '@/components/search/search-form';
import { searchFormTexts } from '@/components/search/search-texts';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getListings, toSummary } from '@/lib/listings/data';
import { mapAssets } from '@/lib/map/assets';
import { attributionHtml } from '@/lib/map/attribution';
import { KENYA_PICTURE, kenyaFrame } from '@/lib/map/frame';
import { KENYA_PICTURE_PATH } from '@/lib/map/pictures';
import { BASEMAP_FONT } from '@/lib/map/style';
import { placesFile, queryFiles, searchIndexFile } from '@/lib/search/index-file';
import { pageMetadata } from '@/lib/seo/metadata';
import { THEME } from '@/lib/site/theme';
import { ROUTES } from '@/lib/site/routes';
import { ResultsSwitch } from './results-switch';
import { MapExplorer } from './map-explorer';
import type { MapSetup } from './map-setup';

export function mapMetadata(locale: Locale): Metadata {
  const t = dictionary(locale).map;
  return pageMetadata({ locale, title: t.title, description: t.description, path: ROUTES.map });
}

function mapSetup(): MapSetup {
  const kenya = kenyaFrame();
  return {
    assets: mapAssets(),
    colors: {
      sale: THEME.sale,
      rent: THEME.rent,
      cluster: THEME['brand-900'],
      halo: '#ffffff',
    },
    palette: THEME,
    font: BASEMAP_FONT,
    attribution: attributionHtml(),
    kenya: { west: kenya.west, south: kenya.south, east: kenya.east, north: kenya.north },
  };
}

/**
 * The cards the HTML holds. A wide screen shows six beside the map (two columns, three rows), a
 * phone none on its first screen (the map comes first); the island lists the rest, 12 at a time,
 * once it has the index, well before a visitor scrolls to them. Each card is about 3 KB of
 * markup and half a kilobyte of the island's props: the other six made the page 20% heavier.
 */
const FIRST_CARDS = 6;

/**
 * /map/ and /sw/map/: every listing of a search as pins on our own map, with the homes in view
 * listed beside it. The island (map-explorer.tsx) is rendered here with no query, so the HTML
 * holds what works without JavaScript: the overview picture of Kenya, the first listings and
 * the List / Map switch (the search form is a GET form to this page, but without JavaScript
 * nothing filters: /listings/ and its static result pages are the way to every listing). In the browser it then searches, lists and, once the
 * visitor uses the page, starts the interactive map.
 */
export function MapPage({ locale }: { locale: Locale }) {
  const t = dictionary(locale);
  const all = getListings();
  const first = all.slice(0, FIRST_CARDS).map((listing) => toSummary(listing, locale));
  const cards = { locale, texts: t.listing };
  const picture = (
    // A drawing made at build time (scripts/build/map-pictures/): next/image has nothing to add.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={KENYA_PICTURE_PATH}
      alt={t.map.pictureAlt}
      width={KENYA_PICTURE.width}
      height={KENYA_PICTURE.height}
      decoding="async"
      className="h-full w-auto max-w-full object-contain"
    />
  );
  const heading = <ResultsSwitch locale={locale} current="map" />;
  return (
    <PageFrame locale={locale} path={ROUTES.map}>
      <main id="main" className="container-page py-8">
        {/* Server markup: its runtime searches in place, keeping an area searched on the map. */}
        <SearchForm
          variant="bar"
          inPlace="map"
          action={localePath(locale, ROUTES.map)}
          placesPath={placesFile().path}
          texts={searchFormTexts(locale)}
        />
        <MapExplorer
          first={first}
          total={all.length}
          indexPath={searchIndexFile(locale).path}
          files={queryFiles(locale)}
          setup={mapSetup()}
          picture={picture}
          saver={{
            start: fill(t.saver.cost, {
              label: t.saver.mapShow,
              size: formatBytes(budgets.mapStart),
            }),
            waiting: t.saver.mapWaiting,
          }}
          heading={heading}
          texts={{ map: t.map, results: t.results }}
          cards={cards}
        />
      </main>
    </PageFrame>
  );
}
