import { createFileRoute } from '@tanstack/react-router';
import { ComingSoonPage } from '../../../features/navigation/pages/coming-soon-page';

// Every page of the route table that has no page file yet: the portal guard has applied its metadata (unknown
// paths never get here, they are a 404), and the page says plainly that it is coming.
export const Route = createFileRoute('/$locale/_portal/$')({
  component: ComingSoon,
});

function ComingSoon() {
  const { _splat: splat } = Route.useParams();
  return <ComingSoonPage path={`/${splat ?? ''}`} />;
}
