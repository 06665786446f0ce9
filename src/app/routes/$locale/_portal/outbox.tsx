import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { hasScope } from '../../../../shared/access/scopes';
import { ConsumerVoiceFixDialog } from '../../../features/consumer-voice/components/consumer-voice-fix-dialog';
import { outboxUserId } from '../../../features/offline/outbox-owner';
import { OutboxPage } from '../../../features/offline/pages/outbox-page';
import { SendTestNotificationButton } from '../../../features/push/components/send-test-notification-button';
import { VisitOutboxEditor } from '../../../features/visit-forms/components/visit-outbox-editor';
import { configQuery } from '../../../lib/config';
import { userQuery } from '../../../lib/user';

// Every signed-in user, no customer needed: ROUTES.outbox in src/shared/access/routes.ts.
export const Route = createFileRoute('/$locale/_portal/outbox')({
  component: OutboxRoute,
});

// The forms that can fix a refused item, by kind: the route composes the features.
const editors = { 'consumer-voice': ConsumerVoiceFixDialog, 'visit-form': VisitOutboxEditor };

function OutboxRoute() {
  const userId = outboxUserId();
  const { data: user } = useQuery(userQuery());
  const { data: config } = useQuery(configQuery());
  // The server's scope for sendTestNotification (src/server/modules/push/push.resolvers.ts), on push hosts.
  const canSendTest =
    config?.features.webNotification === true && user !== undefined && hasScope(user.scopes, 'page.user-management');
  if (userId === null) return null;
  return (
    <OutboxPage userId={userId} editors={editors} footer={canSendTest ? <SendTestNotificationButton /> : undefined} />
  );
}
