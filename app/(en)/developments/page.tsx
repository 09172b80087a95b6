import { developmentsIndexRoute } from '@/components/developments/developments-index';

const route = developmentsIndexRoute('en');

export const metadata = route.metadata;
export default route.Page;
