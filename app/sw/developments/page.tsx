import { developmentsIndexRoute } from '@/components/developments/developments-index';

const route = developmentsIndexRoute('sw');

export const metadata = route.metadata;
export default route.Page;
