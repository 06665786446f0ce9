import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Loader } from '@mantine/core';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { openCustomerDialog } from '../../../domain/customer/customer-dialog';
import { userQuery } from '../../../lib/user';
import { LazyTooltip } from '../../../ui/shell/floating-on-intent';
import { customerListQuery, FIRST_CUSTOMER_PAGE, switchCustomerMutationKey } from '../api/customers.queries';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import { SwapIcon } from './customer-icons';
import classes from './customer-chip.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

function open(): void {
  openCustomerDialog();
}

/**
 * The navbar's customer chip (spec 01 §2): only with scope menu.change-cust. It shows the active customer's isr
 * or r3 code and name (cut at about 150 px, full name as tooltip), 'select customer' when none is chosen (a click
 * opens the dialog), 'please wait' while the user loads or a switch runs, and a swap icon with a 'Change
 * customer' action when the user has several customers. The layout hides it on the spec's pages; no props.
 */
export function CustomerChip() {
  const { t } = useLingui();
  const { data: user, isPending } = useQuery(userQuery());
  const viewer = user ? customerViewerOf(user) : null;
  const switching = useIsMutating({ mutationKey: switchCustomerMutationKey }) > 0;
  const { data: firstPage } = useQuery({
    ...customerListQuery(FIRST_CUSTOMER_PAGE),
    enabled: viewer?.canSwitch === true,
  });

  if (!isPending && !viewer?.canSwitch) return null;

  if (!viewer || switching) {
    return (
      <Button variant="light" radius="xl" size="sm" disabled leftSection={<Loader size={12} />} aria-busy>
        <span className={classes.placeholder}>
          <Trans>please wait</Trans>
        </span>
      </Button>
    );
  }

  const customer = viewer.activeCustomer;
  // The dialog is only for sales, customer and customer-vendor users (spec 01 §6); for anyone else holding the
  // scope (an administrator) the chip only tells, it opens nothing.
  const canOpen = viewer.mayUseDialog;
  if (!customer) {
    return (
      <Button
        variant="light"
        radius="xl"
        size="sm"
        {...(canOpen ? { onClick: open, 'aria-haspopup': 'dialog' as const } : { className: classes.static })}
      >
        <span className={classes.placeholder}>
          <Trans>select customer</Trans>
        </span>
      </Button>
    );
  }

  const hasSeveral = canOpen && (firstPage?.count ?? 0) > 1;
  const label = `${displayCustomerCode(customer.code)} ${customer.name}`;
  return (
    <Group gap={4} wrap="nowrap" className={classes.chip}>
      <Button
        variant="light"
        radius="xl"
        size="sm"
        title={label}
        aria-label={hasSeveral ? t`Customer ${label}. Change customer` : t`Customer ${label}`}
        aria-haspopup={hasSeveral ? 'dialog' : undefined}
        onClick={hasSeveral ? open : undefined}
        // One customer: nothing to change, the chip only tells which dealer the user orders for.
        className={hasSeveral ? undefined : classes.static}
      >
        <span className={classes.code}>{displayCustomerCode(customer.code)}</span>
        <span className={classes.name}>&nbsp;{customer.name}</span>
      </Button>
      {hasSeveral && (
        <LazyTooltip label={t`Change customer`} withinPortal>
          <ActionIcon variant="subtle" radius="xl" size="lg" aria-label={t`Change customer`} onClick={open}>
            <SwapIcon />
          </ActionIcon>
        </LazyTooltip>
      )}
    </Group>
  );
}
