import { Building2, CalendarClock, MapPin } from '@/components/ui/icons';
import { Picture } from '@/components/ui/picture';
import { developerOf, unitsOf } from '@/lib/developments/data';
import type { Development } from '@/lib/developments/schema';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill, plural } from '@/lib/i18n/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { developmentPath } from '@/lib/site/routes';
import { completionText } from './completion';
import { StateBadge } from './state-badge';

/**
 * A project in a list (the index, the home page, a developer's page): photo, stage, name,
 * place, developer, completion and how many unit types are on sale.
 */
export function DevelopmentCard({
  development,
  locale,
  headingLevel = 2,
  showDeveloper = true,
}: {
  development: Development;
  locale: Locale;
  headingLevel?: 2 | 3;
  showDeveloper?: boolean;
}) {
  const t = dictionary(locale).developments;
  const href = localePath(locale, developmentPath(development.slug));
  const units = unitsOf(development);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-development={development.slug}
      className="rounded-card border-line shadow-card group relative flex h-full flex-col overflow-hidden border bg-white"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-stone-200">
        <Picture
          src={development.images[0]!}
          alt={fill(t.photoAlt, { name: development.name, location: development.location })}
          sizes="(min-width: 1280px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="size-full object-cover transition duration-500 group-hover:scale-[1.03]"
        />
        <StateBadge
          state={development.state}
          texts={t}
          className="absolute top-3 left-3 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4 sm:p-5">
        <Heading className="text-lg leading-snug font-bold">
          <a href={href} className="rounded after:absolute after:inset-0 hover:underline">
            {development.name}
          </a>
        </Heading>
        <p className="text-muted flex items-center gap-1.5 text-sm">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {development.location}
        </p>
        {showDeveloper && (
          <p className="text-muted flex items-center gap-1.5 text-sm">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {fill(t.by, { developer: developerOf(development).name })}
          </p>
        )}
        <p className="text-ink flex items-center gap-1.5 text-sm font-semibold">
          <CalendarClock aria-hidden="true" className="text-brand-700 size-4 shrink-0" />
          {completionText(development, t)}
        </p>
        <p className="text-muted mt-auto pt-2 text-sm font-semibold">
          {units.length > 0
            ? plural(units.length, t.unitTypes)
            : plural(development.totalUnits, t.totalUnits)}
        </p>
      </div>
    </article>
  );
}
