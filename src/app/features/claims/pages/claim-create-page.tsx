import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { emptyClaimForm } from '../../../../shared/claims/claim-form';
import type { ClaimProductCategory } from '../../../../shared/claims/claim-rules';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { configQuery } from '../../../lib/config';
import { isOnline } from '../../../lib/connectivity';
import { notify } from '../../../lib/notify';
import { userQuery } from '../../../lib/user';
import { localeLink } from '../../../ui/shell/locale-link';
import { ClaimForm } from '../components/claim-form';
import { NoClaimCustomer } from '../components/no-claim-customer';
import { queueClaimCreate } from '../claim-outbox';
import { claimConfigOf, deviceToday } from '../claim-view';

export interface ClaimCreatePageProps {
  productCategory: ClaimProductCategory;
  locale: string;
  userId: string | null;
}

/**
 * A new claim (spec 02 §2 /claim/create/bike and /claim/create/paa). "File claim" stores it with its files on the
 * device and returns to the list at once, online or not; the outbox sends it when the network allows.
 */
export function ClaimCreatePage({ productCategory, locale, userId }: ClaimCreatePageProps) {
  const { t } = useLingui();
  const user = useQuery(userQuery());
  // Filed for the customer the user acts for now (the outbox sends it for that one, whatever happens meanwhile).
  const customer = user.data ? customerViewerOf(user.data).activeCustomer : null;
  const navigate = useNavigate();
  const config = useQuery(configQuery());
  const toList = () => {
    void navigate(localeLink(locale, '/claim'));
  };
  if (user.isPending) return null;
  if (!customer) return <NoClaimCustomer />;
  const { code: custCode, name: custName } = customer;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {productCategory === 'bike' ? <Trans>New bike claim</Trans> : <Trans>New part claim</Trans>}
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Everything you enter is kept on this device as you go, also without a connection.</Trans>
        </Text>
      </div>
      <ClaimForm
        initial={emptyClaimForm(productCategory, custCode)}
        config={claimConfigOf(config.data)}
        draft={{ userId, customerId: custCode }}
        submitLabel={t`File claim`}
        today={deviceToday()}
        onCancel={toList}
        onSubmit={async (result) => {
          await queueClaimCreate({ ...result, custName });
          notify.success({
            message: isOnline()
              ? t`The claim is saved and being sent.`
              : t`The claim is saved on this device. It is sent when you are back online.`,
          });
          toList();
        }}
      />
    </Stack>
  );
}
