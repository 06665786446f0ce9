import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '../../../../features/profile/api/profile.queries';
import { useLanguages } from '../../../../features/language/use-languages';
import { EditProfilePage } from '../../../../features/profile/pages/edit-profile-page';

// Scope profile.update: ROUTES['user-edit-profile'] in src/shared/access/routes.ts, read by the portal guard.
export const Route = createFileRoute('/$locale/_portal/user/edit-profile')({
  loader: ({ context }) => context.queryClient.query(profileQuery()),
  component: EditProfileRoute,
});

function EditProfileRoute() {
  const languages = useLanguages().map((l) => ({ value: l.locale, label: `${l.name} (${l.code})` }));
  return <EditProfilePage languages={languages} />;
}
