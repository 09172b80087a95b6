import { developmentRoute } from '@/components/developments/development-page';

// Only the exported slugs exist; any other is answered by the host with the 404 page.
export const dynamicParams = false;

const route = developmentRoute('sw');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
