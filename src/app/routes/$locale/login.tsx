import { createFileRoute, redirect } from '@tanstack/react-router';
import { LoginPage } from '../../features/session/pages/login-page';
import { validateLoginSearch } from '../../features/session/session.search';
import { configQuery } from '../../lib/config';
import { hasSession } from '../../lib/session';

export const Route = createFileRoute('/$locale/login')({
  // `redirect`: the same-origin page to return to after sign-in (a guard that sends a deep link here sets it).
  validateSearch: validateLoginSearch,
  beforeLoad: ({ params, search }) => {
    if (!hasSession()) return;
    if (search.redirect) redirect({ href: search.redirect, replace: true, throw: true });
    redirect({ to: '/$locale', params, replace: true, throw: true });
  },
  // Branding comes from the host config; a failed load is only logged (spec 01 §8) and the page uses defaults.
  loader: async ({ context }) => {
    await context.queryClient.query(configQuery()).catch((error: unknown) => {
      console.warn('The host config did not load', error);
    });
  },
  component: LoginPage,
});
