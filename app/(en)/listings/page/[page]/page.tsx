import { resultsPageRoute } from '@/components/search/results-page';

// Only the result pages the listings fill exist (and page 1, a pointer to the listings page).
export const dynamicParams = false;

const route = resultsPageRoute('en');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
