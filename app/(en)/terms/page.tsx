import { documentRoute } from '@/components/info/document-page';
import { TERMS } from '@/lib/content/terms';
import { ROUTES } from '@/lib/site/routes';

const route = documentRoute(TERMS, ROUTES.terms)('en');

export const metadata = route.metadata;
export default route.Page;
