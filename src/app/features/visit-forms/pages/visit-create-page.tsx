import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { VisitBrand } from '../../../../shared/visit-forms/visit-form';
import { useQuery } from '@tanstack/react-query';
import { hostSorgsOf } from '../../../../shared/customers/host-customers-first';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { configQuery } from '../../../lib/config';
import { isOnline } from '../../../lib/connectivity';
import { userQuery } from '../../../lib/user';
import { notify } from '../../../lib/notify';
import { localeLink } from '../../../ui/shell/locale-link';
import { VisitForm } from '../components/visit-form';
import { queueVisitCreate } from '../visit-outbox';
import { brandLabels } from '../visit-messages';

export interface VisitCreatePageProps {
  brand: VisitBrand;
  locale: string;
  userId: string | null;
}

/** The customer the signed-in rep acts for now (the session's active customer), or null. */
function useActingCustomerCode(): string | null {
  const { data: user } = useQuery(userQuery());
  return user ? (customerViewerOf(user).activeCustomer?.code ?? null) : null;
}

/**
 * A new store visit (spec 02 §2 /visit-form/{brand}/create). "Save visit" stores it with its photos on the device
 * and returns to the list at once, online or not; the outbox sends it when the network allows.
 */
export function VisitCreatePage({ brand, locale, userId }: VisitCreatePageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const brandName = brandLabels[brand];
  const actingCustomerCode = useActingCustomerCode();
  const { data: config } = useQuery(configQuery());
  const toList = () => {
    void navigate(localeLink(locale, `/visit-form/${brand}`));
  };
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>New {brandName} store visit</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>Everything you enter is kept on this device as you go, also without a connection.</Trans>
        </Text>
      </div>
      <VisitForm
        brand={brand}
        userId={userId}
        editing={null}
        actingCustomerCode={actingCustomerCode}
        hostSorgs={hostSorgsOf(config?.sorg)}
        onCancel={toList}
        onSave={async (save) => {
          await queueVisitCreate(save);
          notify.success({
            message: isOnline()
              ? t`The visit is saved and being sent.`
              : t`The visit is saved on this device. It is sent when you are back online.`,
          });
          toList();
        }}
      />
    </Stack>
  );
}
