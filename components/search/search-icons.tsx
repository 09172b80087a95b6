import { Search, SlidersHorizontal } from '@/components/ui/icons';

/**
 * The search form's icons, for server components to render and pass to the form (a client
 * island), so that pages carrying only the form ship no icon code.
 */
export function searchFormIcons() {
  return {
    search: <Search aria-hidden="true" className="size-5" />,
    filters: <SlidersHorizontal aria-hidden="true" className="size-5" />,
  };
}
