import { createFileRoute } from '@tanstack/react-router';
import { homeViewerQuery } from '../../../features/home/api/home.queries';
import { HomePage } from '../../../features/home/pages/home-page';

export const Route = createFileRoute('/$locale/_portal/')({
  loader: ({ context }) => context.queryClient.query(homeViewerQuery()),
  component: HomePage,
});
