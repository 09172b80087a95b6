import { agentRoute } from '@/components/agents/agent-page';

// Only the exported slugs exist; any other is answered by the host with the 404 page.
export const dynamicParams = false;

const route = agentRoute('sw');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
