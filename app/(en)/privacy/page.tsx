import { documentRoute } from '@/components/info/document-page';
import { PRIVACY } from '@/lib/content/privacy';
import { ROUTES } from '@/lib/site/routes';

const route = documentRoute(PRIVACY, ROUTES.privacy)('en');

export const metadata = route.metadata;
export default route.Page;
