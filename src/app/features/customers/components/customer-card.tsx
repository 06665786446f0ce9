import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, UnstyledButton } from '@mantine/core';
import { useId, useState } from 'react';
import type { CustomerSummary } from '../../../domain/customer/acting-customer';
import { PhoneLink } from '../../../domain/contact/phone-link';
import { ChevronIcon } from './customer-icons';
import classes from './customer-dialog.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

interface CustomerCardProps {
  customer: CustomerSummary & { group?: string };
  /** Show the customer group (config.custGroupOnCustSelect). */
  showGroup: boolean;
  /** The customer the user acts for now: highlighted. */
  isCurrent: boolean;
  /** Choosing switches to this customer; without it the card is read-only and shows every field. */
  onChoose?: () => void;
  disabled?: boolean;
}

/**
 * One customer of the dialog (spec 01 §2: name, code, address, city, e-mail, phone and, when configured, the
 * group). A compact row first, code, name and city, which chooses the customer; the other fields on a second
 * line, always shown from 40em and behind a details toggle on phones (docs/decisions.md "Customer dialog rows").
 */
export function CustomerCard({ customer, showGroup, isCurrent, onChoose, disabled }: CustomerCardProps) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const code = displayCustomerCode(customer.code);
  const name = customer.name;
  const group = showGroup ? customer.group : undefined;
  const hasDetails = customer.address !== '' || customer.email !== '' || customer.phone !== '' || group !== undefined;

  const summary = (
    <>
      <span className={classes.code} data-field="code">
        {code}
      </span>
      <span className={classes.name} data-field="name">
        {name}
      </span>
      {customer.city !== '' && <span className={classes.city}>{customer.city}</span>}
    </>
  );
  const current = isCurrent ? { 'aria-current': true } : {};

  return (
    <div
      className={classes.card}
      data-current={isCurrent || undefined}
      data-open={!onChoose || expanded || undefined}
      data-choosable={onChoose ? true : undefined}
    >
      <div className={classes.row}>
        {onChoose ? (
          <UnstyledButton className={classes.choose} onClick={onChoose} disabled={disabled} {...current}>
            {summary}
          </UnstyledButton>
        ) : (
          <div className={classes.choose} {...current}>
            {summary}
          </div>
        )}
        {isCurrent && (
          <Badge size="sm" variant="filled" className={classes.above}>
            <Trans>Current</Trans>
          </Badge>
        )}
        {onChoose && hasDetails && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            className={`${classes.above} ${classes.toggle}`}
            aria-label={t`Details of ${name}`}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => {
              setExpanded((open) => !open);
            }}
          >
            <ChevronIcon />
          </ActionIcon>
        )}
      </div>
      {hasDetails && (
        <div className={classes.details} id={detailsId}>
          {customer.address !== '' && <span>{customer.address}</span>}
          {customer.email !== '' && <span className={classes.email}>{customer.email}</span>}
          {customer.phone !== '' && (
            <span className={classes.above}>
              <PhoneLink phone={customer.phone} />
            </span>
          )}
          {group !== undefined && (
            <span>
              <Trans>Customer group: {group}</Trans>
            </span>
          )}
        </div>
      )}
    </div>
  );
}
