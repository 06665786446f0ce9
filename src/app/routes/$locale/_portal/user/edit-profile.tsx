import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../../features/profile/api/profile.queries';
import { EditProfilePage } from '../../../../features/profile/pages/edit-profile-page';

// Scope profile.update: ROUTES['user-edit-profile'] in src/shared/access/routes.ts, read by the portal guard.
export const Route = createFileRoute('/$locale/_portal/user/edit-profile')({
  loader: ({ context }) => context.queryClient.query(profileQuery()),
  component: EditProfilePage,
});
