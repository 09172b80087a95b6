import type { Dictionary } from '@/lib/i18n/en';

/** The 404 body's texts (./not-found-content.tsx). A plain module: server pages call it. */
export type NotFoundTexts = Omit<Dictionary['notFound'], 'title' | 'description'>;

/** The texts the body shows: all but the page's title and description, which stay server-side. */
export function notFoundTexts(t: Dictionary['notFound']): NotFoundTexts {
  const { heading, text, home, propertyHeading, propertyText, backToListings } = t;
  const { developmentHeading, developmentText, backToDevelopments } = t;
  return {
    heading,
    text,
    home,
    propertyHeading,
    propertyText,
    backToListings,
    developmentHeading,
    developmentText,
    backToDevelopments,
  };
}
