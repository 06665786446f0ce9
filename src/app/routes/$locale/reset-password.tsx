import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/session/pages/reset-password-page';
import { validateResetPasswordSearch } from '../../features/session/session.search';
import { configQuery } from '../../lib/config';

export const Route = createFileRoute('/$locale/reset-password')({
  validateSearch: validateResetPasswordSearch,
  loader: async ({ context }) => {
    await context.queryClient.query(configQuery()).catch((error: unknown) => {
      console.warn('The host config did not load', error);
    });
  },
  component: ResetPasswordPage,
});
