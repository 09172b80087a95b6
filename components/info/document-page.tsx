import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/json-ld';
import type { InfoDocument } from '@/lib/content/document';
import { dictionary } from '@/lib/i18n/dictionary';
import { fill } from '@/lib/i18n/format';
import { LANGUAGE_TAG, type Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';
import { pageBreadcrumbJsonLd } from '@/lib/seo/structured-data';
import { localizedRoute } from '@/components/layout/localized-route';
import { PageFrame } from '@/components/layout/page-frame';
import { PageIntro } from './page-intro';
import { RichText } from './rich-text';
import { DOCUMENT_VALUES } from './document-values';

/** The date a document changed, written out in the page's language ('23 November 2026'). */
function longDate(iso: string, locale: Locale): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(LANGUAGE_TAG[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });
}

export function documentMetadata(doc: InfoDocument, locale: Locale, path: string): Metadata {
  return pageMetadata({
    locale,
    title: doc.title,
    description: fill(doc.description, DOCUMENT_VALUES),
    path,
    type: 'article',
  });
}

/**
 * A document page (privacy notice, terms, safety guide): title and lead, its contents as links,
 * then the sections, each with an anchor other pages link to ('/safety/#report').
 */
export function DocumentPage({
  doc,
  locale,
  path,
}: {
  doc: InfoDocument;
  locale: Locale;
  /** The page's path as English has it ('/privacy/'). */
  path: string;
}) {
  const t = dictionary(locale);
  return (
    <PageFrame locale={locale} path={path}>
      <main id="main">
        <PageIntro
          title={doc.title}
          lead={<RichText text={doc.intro} locale={locale} />}
          eyebrow={fill(t.info.updated, { date: longDate(doc.updated, locale) })}
        />
        <div className="container-page grid gap-10 py-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:py-14">
          <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
            <h2
              id="contents-heading"
              className="text-muted text-sm font-bold tracking-wide uppercase"
            >
              {t.info.contents}
            </h2>
            <ol className="border-line mt-3 space-y-1 border-l-2 text-sm">
              {doc.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="text-ink hover:text-brand-800 hover:border-brand-600 -ml-0.5 block border-l-2 border-transparent py-1.5 pl-3 hover:underline"
                  >
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="max-w-3xl space-y-10">
            {doc.sections.map((section) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-extrabold tracking-tight">
                  {section.heading}
                </h2>
                <div className="text-ink/90 mt-4 space-y-4 leading-relaxed">
                  {section.body.map((block, i) =>
                    typeof block === 'string' ? (
                      <p key={i}>
                        <RichText text={block} locale={locale} />
                      </p>
                    ) : 'list' in block ? (
                      <ul key={i} className="marker:text-brand-600 list-disc space-y-2 pl-6">
                        {block.list.map((item, j) => (
                          <li key={j}>
                            <RichText text={item} locale={locale} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <ol
                        key={i}
                        className="marker:text-brand-700 list-decimal space-y-2 pl-6 marker:font-bold"
                      >
                        {block.steps.map((item, j) => (
                          <li key={j}>
                            <RichText text={item} locale={locale} />
                          </li>
                        ))}
                      </ol>
                    ),
                  )}
                </div>
              </section>
            ))}
          </div>
        </div>
        <JsonLd data={pageBreadcrumbJsonLd(doc.title, path, locale)} />
      </main>
    </PageFrame>
  );
}

/**
 * A document's route: its metadata and page in each language, from the document in both
 * (app/(en)/privacy/page.tsx is `documentRoute(PRIVACY, ROUTES.privacy)('en')`, …).
 */
export function documentRoute(docs: Readonly<Record<Locale, InfoDocument>>, path: string) {
  return localizedRoute({
    metadata: (locale) => documentMetadata(docs[locale], locale, path),
    Page: ({ locale }) => <DocumentPage doc={docs[locale]} locale={locale} path={path} />,
  });
}
