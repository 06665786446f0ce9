import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { localeLink } from '../../../ui/shell/locale-link';
import { pdiDetailQuery, updatePdi } from '../api/pdi.queries';
import { PdiForm } from '../components/pdi-form';
import { fieldErrorsOf } from '../pdi-save';

/** One PDI (route /pdi/$id), edited in place; a deleted one is shown, to be restored from the list. */
export function PdiEditPage({ locale, id }: { locale: string; id: string }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery(pdiDetailQuery(id));
  const toList = () => {
    void navigate(localeLink(locale, '/pdi'));
  };
  if (detail.isPending) return null;
  if (detail.isError) {
    return (
      <Alert color="warning" variant="light">
        <Trans>This PDI cannot be loaded now. Check the connection and try again.</Trans>
      </Alert>
    );
  }
  const pdi = detail.data;
  if (!pdi) {
    return (
      <Alert color="yellow" variant="light">
        <Trans>This PDI was not found</Trans>
      </Alert>
    );
  }
  const frameNumber = pdi.frameNumber;
  const createdAt = format.dateTime(pdi.createdAt);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} size="h2">
          <Trans>PDI of {frameNumber}</Trans>
        </Title>
        {pdi.isDeleted ? (
          <Badge color="gray" variant="light">
            <Trans>Deleted</Trans>
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed">
        <Trans>Recorded {createdAt}</Trans>
      </Text>
      {pdi.isDeleted ? (
        <Alert color="gray" variant="light">
          <Trans>This PDI is deleted. Restore it from the list (Show deleted) to change it.</Trans>
        </Alert>
      ) : (
        <PdiForm
          initial={{
            frameNumber: pdi.frameNumber,
            mechanic: pdi.mechanic,
            checked: Object.fromEntries(pdi.checklist.map((item) => [item.id, item.checked])),
          }}
          custCode={pdi.custCode}
          custName={pdi.custName}
          submitLabel={t`Save changes`}
          onCancel={toList}
          onSubmit={async (input) => {
            try {
              const answer = await updatePdi(pdi.id, pdi.version, input);
              const problems = fieldErrorsOf(answer.userErrors, i18n);
              if (problems) return problems;
              notify.success({ message: t`PDI updated` });
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
      )}
    </Stack>
  );
}
