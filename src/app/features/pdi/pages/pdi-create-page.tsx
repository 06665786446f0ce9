import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { userQuery } from '../../../lib/user';
import { localeLink } from '../../../ui/shell/locale-link';
import { createPdi } from '../api/pdi.queries';
import { PdiForm } from '../components/pdi-form';
import { fieldErrorsOf } from '../pdi-save';

/** A new PDI (spec 02 §2 /pdi, route /pdi/create) for the customer the user acts for. */
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
      <Title order={1} size="h2">
        <Trans>New PDI</Trans>
      </Title>
      {customer ? (
        <PdiForm
          initial={{ frameNumber: '', mechanic: '', checked: {} }}
          custCode={customer.code}
          custName={customer.name}
          submitLabel={t`Save PDI`}
          onCancel={toList}
          onSubmit={async (input) => {
            try {
              const answer = await createPdi(input, clientId);
              const problems = fieldErrorsOf(answer.userErrors, i18n);
              if (problems) return problems;
              notify.success({ message: t`PDI saved` });
              await queryClient.invalidateQueries({ queryKey: queryKeys.pdi.root });
              toList();
              return null;
            } catch {
              return {
                form: t`The PDI could not be sent. Check the connection and save again; what you entered stays.`,
              };
            }
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
