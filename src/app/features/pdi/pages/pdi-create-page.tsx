import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { pageUserId } from '../../../lib/session';
import { userQuery } from '../../../lib/user';
import { localeLink } from '../../../ui/shell/locale-link';
import { createPdi } from '../api/pdi.queries';
import { PdiForm } from '../components/pdi-form';
import { queuePdiCreate } from '../pdi-outbox';
import { sendOrQueue } from '../pdi-save';

/**
 * A new PDI (spec 02 §2 /pdi, route /pdi/create) for the customer the user acts for. What is typed is kept on the
 * device as a draft; saved offline, the PDI waits in the outbox for the connection (docs/decisions.md "PDI offline").
 */
export function PdiCreatePage({ locale }: { locale: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useQuery(userQuery());
  // One client id per form: a repeated save after a lost answer finds the PDI it created (createClaimPDI clientId).
  const [clientId] = useState(() => crypto.randomUUID());
  const customer = user.data ? customerViewerOf(user.data).activeCustomer : null;
  const toList = () => {
    void navigate(localeLink(locale, '/pdi'));
  };
  if (user.isPending) return null;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>New PDI</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Everything you enter is kept on this device as you go, also without a connection.</Trans>
        </Text>
      </div>
      {customer ? (
        <PdiForm
          initial={{ frameNumber: '', mechanic: '', checked: {} }}
          custCode={customer.code}
          custName={customer.name}
          submitLabel={t`Save PDI`}
          draft={{ userId: pageUserId(), customerId: customer.code }}
          onCancel={toList}
          onSubmit={async (input, { values, checksPending }) => {
            const outcome = await sendOrQueue(
              () => createPdi(input, clientId),
              // The form's client id is the record's: a create that reached the server before the network went
              // is found by it, not made twice.
              () => queuePdiCreate(clientId, { pdi: input, custName: customer.name, values, checksPending }),
              i18n,
            );
            if (typeof outcome === 'object') return outcome;
            notify.success({
              message:
                outcome === 'sent'
                  ? t`PDI saved`
                  : t`The PDI is saved on this device. It is sent when you are back online.`,
            });
            if (outcome === 'sent') await queryClient.invalidateQueries({ queryKey: queryKeys.pdi.root });
            toList();
            return null;
          }}
        />
      ) : (
        <Alert color="yellow" variant="light">
          <Trans>Choose the customer the PDI is for first (the customer chip at the top).</Trans>
        </Alert>
      )}
    </Stack>
  );
}
