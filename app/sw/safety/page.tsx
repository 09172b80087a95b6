import { documentRoute } from '@/components/info/document-page';
import { SAFETY } from '@/lib/content/safety';
import { ROUTES } from '@/lib/site/routes';

const route = documentRoute(SAFETY, ROUTES.safety)('sw');

export const metadata = route.metadata;
export default route.Page;
