import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { configQuery } from '../../../lib/config';
import { isOnline } from '../../../lib/connectivity';
import { notify } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import { claimDetailQuery } from '../api/claims.queries';
import { ClaimForm } from '../components/claim-form';
import { claimRecordId, queueClaimUpdate } from '../claim-outbox';
import { claimConfigOf, deviceToday, filesBySlot, valuesOfClaim } from '../claim-view';

export interface ClaimEditPageProps {
  id: string;
  locale: string;
}

/**
 * Edits a claim while its status allows (spec 02 §2 /claim/{id}/edit): each file slot kept, replaced or removed;
 * sent through the outbox on the version it started from, so a claim changed meanwhile comes back as "needs
 * attention" (CONFLICT) in the list, as visit forms do.
 */
export function ClaimEditPage({ id, locale }: ClaimEditPageProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const detail = useQuery(claimDetailQuery(id));
  const config = useQuery(configQuery());
  const claim = detail.data;
  const toDetail = () => {
    void navigate(localeLink(locale, `/claim/${encodeURIComponent(id)}`));
  };
  if (detail.isPending) return <Text c="dimmed">{t`Loading the claim…`}</Text>;
  if (!claim) return <EmptyState type="custom" title={t`This claim was not found`} />;
  if (!claim.canEdit) {
    return <EmptyState type="custom" title={t`This claim can no longer be changed`} />;
  }
  const { referenceNo } = claim;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <Trans>Edit claim {referenceNo}</Trans>
      </Title>
      <ClaimForm
        initial={valuesOfClaim(claim)}
        existing={filesBySlot(claim)}
        config={claimConfigOf(config.data)}
        submitLabel={t`Save changes`}
        today={deviceToday()}
        onCancel={toDetail}
        onSubmit={async (result) => {
          await queueClaimUpdate(
            { recordId: claimRecordId(claim), claimId: claim.id, baseVersion: claim.version },
            { ...result, custName: claim.custName },
          );
          notify.success({
            message: isOnline()
              ? t`The changes are saved and being sent.`
              : t`The changes are saved on this device. They are sent when you are back online.`,
          });
          void navigate(localeLink(locale, '/claim'));
        }}
      />
    </Stack>
  );
}
