import { List, MapIcon } from '@/components/ui/icons';
import { dictionary } from '@/lib/i18n/dictionary';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { LISTINGS_PATH, MAP_PATH } from '@/lib/site/routes';
import { ListMapSwitch } from './list-map-switch';

/** The List / Map switch, for /listings/ and /map/. */
export function ResultsSwitch({ locale, current }: { locale: Locale; current: 'list' | 'map' }) {
  const t = dictionary(locale).map;
  return (
    <ListMapSwitch
      current={current}
      listPath={localePath(locale, LISTINGS_PATH)}
      mapPath={localePath(locale, MAP_PATH)}
      texts={t}
      icons={{
        list: <List aria-hidden="true" className="size-4" />,
        map: <MapIcon aria-hidden="true" className="size-4" />,
      }}
    />
  );
}
