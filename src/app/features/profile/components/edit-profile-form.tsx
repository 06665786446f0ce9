import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Divider, Group, PasswordInput, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { updateProfileUserInputSchema } from '../../../../shared/users/profile.schema';
import { translateFormMessage } from '../../../lib/form-messages';
import type { ProfileInput } from '../api/profile.queries';

export interface ProfileValues {
  name: string;
  email: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  /** The language the portal opens in after sign-in ('' when the user has none). */
  languageId?: string;
  currentPassword: string;
  newPassword: string;
  repeatPassword: string;
}

/** What the save sends: the language only when one is chosen, the password pair only when one was typed. */
export function profileInputOf(values: ProfileValues): ProfileInput {
  const input: ProfileInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    sendEmail: values.sendEmail,
    sendEmailWarranty: values.sendEmailWarranty,
  };
  if (values.languageId) input.languageId = values.languageId;
  if (values.newPassword !== '' || values.currentPassword !== '') {
    input.currentPassword = values.currentPassword;
    input.newPassword = values.newPassword;
  }
  return input;
}

interface EditProfileFormProps {
  initialValues: Omit<ProfileValues, 'currentPassword' | 'newPassword' | 'repeatPassword'>;
  username: string;
  /** The languages the host offers (value: locale prefix); without them the form has no language field. */
  languages?: { value: string; label: string }[] | undefined;
  isSaving: boolean;
  /** Saves; resolves to the server's problems per field (empty when saved). */
  onSave: (input: ProfileInput) => Promise<{ field: string | null; message: string }[] | null>;
}

const FIELDS = [
  'name',
  'email',
  'sendEmail',
  'sendEmailWarranty',
  'languageId',
  'currentPassword',
  'newPassword',
] as const;
type ServerField = (typeof FIELDS)[number];

function isServerField(field: string): field is ServerField {
  return (FIELDS as readonly string[]).includes(field);
}

/**
 * Name, e-mail, the two mail switches and an optional password change, checked with the shared profile rules
 * before sending; the server's field errors show beside their fields and nothing typed is lost.
 */
export function EditProfileForm({ initialValues, username, languages, isSaving, onSave }: EditProfileFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: { ...initialValues, currentPassword: '', newPassword: '', repeatPassword: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof ProfileValues, string>> = {};
      // The language is a choice among the host's, not typed: the shared profile rules check the rest.
      const { languageId: _language, ...input } = profileInputOf(values);
      const parsed = updateProfileUserInputSchema.safeParse({
        ...input,
        // The shared schema treats an absent new password as "no change"; here an empty one next to a typed
        // current password is a forgotten field.
        ...(input.newPassword === '' ? { newPassword: undefined } : {}),
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0] ?? '');
          if (isServerField(field)) errors[field] ??= translateFormMessage(issue.message, i18n);
        }
      }
      if (values.currentPassword !== '' && values.newPassword === '') errors.newPassword ??= t`Required`;
      if (values.newPassword !== '' && values.repeatPassword !== values.newPassword) {
        errors.repeatPassword = t`The passwords do not match`;
      }
      return errors;
    },
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(async (values) => {
        const problems = await onSave(profileInputOf(values));
        if (problems === null) {
          form.setValues({ currentPassword: '', newPassword: '', repeatPassword: '' });
          form.resetDirty();
          return;
        }
        for (const problem of problems) {
          const field = (problem.field ?? '').replace(/^user\./, '').split('.')[0] ?? '';
          if (isServerField(field)) form.setFieldError(field, translateFormMessage(problem.message, i18n));
        }
      })}
    >
      <Stack gap="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Your details</Trans>
          </Title>
          <TextInput label={t`Username`} value={username} readOnly disabled />
          <TextInput label={t`Name`} required autoComplete="name" maxLength={100} {...form.getInputProps('name')} />
          <TextInput
            label={t`E-mail`}
            type="email"
            required
            autoComplete="email"
            maxLength={200}
            {...form.getInputProps('email')}
          />
          {languages && languages.length > 0 ? (
            <Select
              label={t`Language`}
              description={t`The portal opens in this language when you sign in`}
              data={languages}
              allowDeselect={false}
              {...form.getInputProps('languageId')}
            />
          ) : null}
        </Stack>

        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>E-mail notifications</Trans>
          </Title>
          <Switch
            label={t`Send me e-mails about my orders`}
            {...form.getInputProps('sendEmail', { type: 'checkbox' })}
          />
          <Switch
            label={t`Send me e-mails about my warranty claims`}
            {...form.getInputProps('sendEmailWarranty', { type: 'checkbox' })}
          />
        </Stack>

        <Divider />

        <Stack gap="sm">
          <Title order={2} size="h4">
            <Trans>Change password</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Leave these fields empty to keep your password.</Trans>
          </Text>
          <PasswordInput
            label={t`Current password`}
            autoComplete="current-password"
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            description={t`At least 8 characters with a digit, an upper-case and a lower-case letter`}
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label={t`Repeat the new password`}
            autoComplete="new-password"
            {...form.getInputProps('repeatPassword')}
          />
        </Stack>

        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
