import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../../features/session/pages/forgot-password-page';
import { configQuery } from '../../lib/config';

// Open with or without a session: a signed-in user may also have forgotten the password on another device.
export const Route = createFileRoute('/$locale/forgot-password')({
  loader: async ({ context }) => {
    await context.queryClient.query(configQuery()).catch((error: unknown) => {
      console.warn('The host config did not load', error);
    });
  },
  component: ForgotPasswordPage,
});
