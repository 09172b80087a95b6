import {
  ResultsPage,
  resultsPageMetadata,
  resultsPageParams,
  type ResultsPageParams,
} from '@/components/search/results-page';

export const dynamicParams = false;
export const generateStaticParams = resultsPageParams;

type Props = { params: ResultsPageParams };

export function generateMetadata({ params }: Props) {
  return resultsPageMetadata('sw', params);
}

export default function Page({ params }: Props) {
  return <ResultsPage locale="sw" params={params} />;
}
