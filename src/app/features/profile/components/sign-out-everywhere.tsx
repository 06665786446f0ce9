import { Trans } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

interface SignOutEverywhereProps {
  /** Ends every session of the user; resolves once the server has (or throws, and the dialog stays open). */
  onConfirm: () => Promise<void>;
  isPending: boolean;
}

/**
 * "Sign out on all devices" on the profile page: a lost tablet or a shared computer is signed out from here. It
 * ends this session too, so it asks first.
 */
export function SignOutEverywhere({ onConfirm, isPending }: SignOutEverywhereProps) {
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpened(false);
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Title order={2} size="h4">
        <Trans>Devices</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>Signed in on a device you no longer use or have lost? Sign out everywhere at once.</Trans>
      </Text>
      <Button
        variant="outline"
        color="error"
        onClick={() => {
          setOpened(true);
        }}
      >
        <Trans>Sign out on all devices</Trans>
      </Button>
      <Modal opened={opened} onClose={close} title={<Trans>Sign out on all devices?</Trans>} centered>
        <Stack gap="lg">
          <Text>
            <Trans>
              Every device and browser signed in to your account is signed out, this one too. Changes still waiting on
              another device are sent after signing in there again.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={isPending}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              color="error"
              loading={isPending}
              onClick={() => {
                // A failure keeps the dialog open; the page says what went wrong.
                void onConfirm().then(close, () => undefined);
              }}
            >
              <Trans>Sign out everywhere</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
