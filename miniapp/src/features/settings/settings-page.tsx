import { PageSpinner } from '../../ui/page-spinner.tsx';

// Placeholder while the feature is built in this session.
export default function Page() {
  return <PageSpinner />;
}
