import { serializeJsonLd } from '@/lib/seo/structured-data';

/** Structured data for crawlers, rendered into the static HTML. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
