import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List } from '@mantine/core';
import type { CannotPurchaseCode } from '../../../gql/graphql';
import { cannotPurchaseText } from '../../../domain/cart/cart-messages';

/** Why the article cannot be ordered now (spec 01 §8 cannot-purchase reasons); nothing when it can. */
export function CannotPurchase({
  reasons,
}: {
  reasons: readonly { code: CannotPurchaseCode; message: string; limit: number | null }[];
}) {
  const { i18n } = useLingui();
  if (reasons.length === 0) return null;
  return (
    <Alert color="warning" variant="light" title={<Trans>Cannot be ordered now</Trans>} data-testid="cannot-purchase">
      <List size="sm" spacing={2}>
        {reasons.map((reason) => (
          <List.Item key={reason.code}>{cannotPurchaseText(i18n, reason)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
