import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { notify } from '../../../lib/notify';
import { sendTestNotificationDocument } from '../api/push.operations';

/**
 * Administrators' check that web push works end to end (ARCHITECTURE.md "Push and install"): the server sends a test
 * notification to every device of theirs and says how many accepted it. The route shows it to scope
 * page.user-management on hosts with WEB_NOTIFICATION.
 */
export function SendTestNotificationButton() {
  const { t } = useLingui();
  const send = useMutation({
    mutationFn: async () => (await graphqlRequest(sendTestNotificationDocument)).sendTestNotification,
    onSuccess: (payload) => {
      // The server's description says what happened (sent to n devices, or why not).
      if (payload.message.status === 'SUCCESS') notify.success({ message: payload.message.description });
      else notify.warning({ message: payload.userErrors[0]?.message ?? payload.message.description });
    },
    onError: () => {
      notify.error({ message: t`The test notification could not be sent. Please try again.` });
    },
  });
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb={4}>
        <Trans>Web notifications</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Sends a test notification to every device where you turned notifications on.</Trans>
      </Text>
      <Group>
        <Button
          variant="default"
          mih={44}
          loading={send.isPending}
          onClick={() => {
            send.mutate();
          }}
        >
          <Trans>Send test notification</Trans>
        </Button>
      </Group>
    </Card>
  );
}
