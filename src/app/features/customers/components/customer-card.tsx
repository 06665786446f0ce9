import { Trans } from '@lingui/react/macro';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import classes from './customer-dialog.module.css';

interface CustomerCardProps {
  customer: CustomerSummary & { group?: string };
  /** Show the customer group (config.custGroupOnCustSelect). */
  showGroup: boolean;
  /** The customer the user acts for now: highlighted. */
  isCurrent: boolean;
  /** Choosing switches to this customer; without it the card is read-only. */
  onChoose?: () => void;
  disabled?: boolean;
}

function CardContent({ customer, showGroup, isCurrent }: Omit<CustomerCardProps, 'onChoose' | 'disabled'>) {
  const group = customer.group;
  const place = [customer.address, customer.city].filter((part) => part !== '').join(', ');
  const contact = [customer.email, customer.phone].filter((part) => part !== '');
  return (
    <Stack gap={2}>
      <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600} lh={1.3}>
          {customer.name}
        </Text>
        <Group gap={6} wrap="nowrap">
          {isCurrent && (
            <Badge size="sm" variant="filled">
              <Trans>Current</Trans>
            </Badge>
          )}
          <Badge size="sm" variant="light" color="gray" ff="monospace">
            {customer.code}
          </Badge>
        </Group>
      </Group>
      {place !== '' && (
        <Text size="sm" c="dimmed">
          {place}
        </Text>
      )}
      {contact.length > 0 && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {contact.join(' · ')}
        </Text>
      )}
      {showGroup && group !== undefined && (
        <Text size="xs" c="dimmed">
          <Trans>Customer group: {group}</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** One customer of the dialog: name, code, address, city, e-mail, phone and, when configured, the group. */
export function CustomerCard({ onChoose, disabled, ...content }: CustomerCardProps) {
  const current = content.isCurrent ? { 'data-current': true, 'aria-current': true } : {};
  if (!onChoose) {
    return (
      <div className={classes.card} {...current}>
        <CardContent {...content} />
      </div>
    );
  }
  return (
    <UnstyledButton className={classes.card} onClick={onChoose} disabled={disabled} {...current}>
      <CardContent {...content} />
    </UnstyledButton>
  );
}
