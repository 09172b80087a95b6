import { areasIndexRoute } from '@/components/areas/areas-index';

const route = areasIndexRoute('sw');

export const metadata = route.metadata;
export default route.Page;
