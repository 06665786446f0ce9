import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasSession, SessionEndedError } from '../../../lib/session';
import { userQuery } from '../../../lib/user';

// The signed-in part of the portal: no session, or one the server refuses, goes to the login page.
export const Route = createFileRoute('/$locale/_portal')({
  beforeLoad: ({ params }) => {
    if (!hasSession()) redirect({ to: '/$locale/login', params, replace: true, throw: true });
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.query(userQuery());
    } catch (error) {
      if (error instanceof SessionEndedError) redirect({ to: '/$locale/login', params, replace: true, throw: true });
      throw error;
    }
  },
});
