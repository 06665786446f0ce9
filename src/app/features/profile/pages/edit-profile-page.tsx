import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Paper, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { notify } from '../../../lib/notify';
import { useSignOutEverywhere } from '../../../lib/use-sign-out';
import { profileQuery, useUpdateProfile } from '../api/profile.queries';
import { EditProfileForm } from '../components/edit-profile-form';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

interface EditProfilePageProps {
  /** The languages the host offers, for the language field. */
  languages?: { value: string; label: string }[];
}

/**
 * /$locale/user/edit-profile (scope profile.update): the user's own name, e-mail, mail switches and language
 * (updateUser) and password (updateProfileUser).
 */
export function EditProfilePage({ languages }: EditProfilePageProps = {}) {
  const { t } = useLingui();
  const { data: profile } = useSuspenseQuery(profileQuery());
  const update = useUpdateProfile(profile.id);
  const signOutEverywhere = useSignOutEverywhere();

  return (
    <Box maw={720}>
      <Title order={1} size="h2" mb="md">
        <Trans>Edit profile</Trans>
      </Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <EditProfileForm
          username={profile.username}
          languages={languages}
          initialValues={{
            name: profile.name,
            email: profile.email,
            sendEmail: profile.sendEmail,
            sendEmailWarranty: profile.sendEmailWarranty,
            languageId: profile.language?.id ?? '',
          }}
          isSaving={update.isPending}
          onSave={async (input) => {
            try {
              const result = await update.mutateAsync(input);
              if (result.ok) {
                notify.success({ message: t`Your profile has been saved` });
                return null;
              }
              notify.error({ message: t`Please check the highlighted fields` });
              return result.fieldErrors;
            } catch {
              notify.error({ message: t`Your profile could not be saved. Please try again.` });
              return [];
            }
          }}
        />
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="md">
        <SignOutEverywhere
          isPending={signOutEverywhere.isPending}
          onConfirm={async () => {
            try {
              await signOutEverywhere.mutateAsync();
            } catch (error) {
              notify.error({ message: t`You were not signed out on your other devices. Please try again.` });
              throw error;
            }
          }}
        />
      </Paper>
    </Box>
  );
}
