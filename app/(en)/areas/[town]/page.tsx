import { townRoute } from '@/components/areas/town-page';

// Only towns with listings exist; any other is answered by the host with the 404 page.
export const dynamicParams = false;

const route = townRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
