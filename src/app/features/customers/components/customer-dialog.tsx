import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, List, Loader, LoadingOverlay, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isOnline, useOnline } from '../../../lib/connectivity';
import { configQuery } from '../../../lib/config';
import { closeCustomerDialog, useCustomerDialogState } from '../../../domain/customer/customer-dialog';
import { notify } from '../../../lib/notify';
import { hasUnsavedChanges } from '../../../lib/session-status';
import { userQuery } from '../../../lib/user';
import { EmptyState } from '../../../ui/empty-state';
import { customerListQuery, FIRST_CUSTOMER_PAGE, useSwitchCustomer } from '../api/customers.queries';
import { customerDialogSettings } from '../customer-settings';
import { type CustomerSummary, customerViewerOf } from '../../../domain/customer/acting-customer';
import { readRecentCustomers } from '../recent-customers';
import { CustomerCard } from './customer-card';
import { CustomerCardList } from './customer-card-list';
import { CustomerRadioTable } from './customer-radio-table';
import classes from './customer-dialog.module.css';

/** Spec 01 §9: the customer dialog is 650 wide. */
export const CUSTOMER_DIALOG_WIDTH = 650;

function ignoreClose(): void {
  // The older variant cannot be closed while the page needs a customer (spec 01 §4).
}

/** What a switch would leave behind: a form's unsaved input, and the user's items waiting in the outbox. */
interface LeftBehind {
  customer: CustomerSummary;
  unsaved: boolean;
  unsent: number;
}

/** The user's unsent outbox items (the engine loads on demand, off the entry chunk); 0 when it cannot tell. */
async function unsentItems(userId: string): Promise<number> {
  try {
    const { unsentCount } = await import('../../../../browser/outbox');
    return await unsentCount(userId);
  } catch {
    return 0;
  }
}

/**
 * The customer selection dialog (spec 01 §2, §4). Opened through domain/customer/customer-dialog (the chip, the needs-customer
 * guard); shown only to sales, customer and customer-vendor users; a user without menu.change-cust sees only
 * their own customer. Mount it once in the portal layout; it takes no props.
 */
export function CustomerDialog() {
  const { t } = useLingui();
  const state = useCustomerDialogState();
  const { data: user } = useQuery(userQuery());
  const { data: config } = useQuery(configQuery());
  const viewer = user ? customerViewerOf(user) : null;
  const online = useOnline();
  const fullScreen = useMediaQuery('(max-width: 40em)');
  const settings = customerDialogSettings(config);
  const firstPage = useQuery({
    ...customerListQuery(FIRST_CUSTOMER_PAGE),
    enabled: state.opened && state.required && viewer?.canSwitch === true,
  });
  const switchCustomer = useSwitchCustomer(viewer?.userId ?? '', {
    onError: () => {
      notify.error({ id: 'change-customer-failed', message: t`Failed change customer, please try again` });
    },
  });

  // Spec 01 §4: it opens by itself only when the list is not empty, so a required opening waits for the list.
  const waitsForList = state.required && viewer?.canSwitch === true && (firstPage.data?.count ?? 0) === 0;
  const visible = state.opened && viewer?.mayUseDialog === true && !waitsForList;

  const [leftBehind, setLeftBehind] = useState<LeftBehind | null>(null);

  // Every opening starts over: empty search, page 1, the current customer preselected (spec 01 §4).
  const [wasVisible, setWasVisible] = useState(visible);
  const [opening, setOpening] = useState(0);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpening((count) => count + 1);
  }

  if (!viewer?.mayUseDialog) return null;

  const switching = switchCustomer.isPending;
  const closable = !switching && !(state.required && !settings.newList);
  const disabled = !online || switching;
  const current = viewer.activeCustomer;
  const choose = async (customer: CustomerSummary) => {
    if (!isOnline() || switchCustomer.isPending) return;
    // A switch reloads the page: first say what stays behind, and let the user finish it or switch anyway.
    const unsaved = hasUnsavedChanges();
    const unsent = await unsentItems(viewer.userId);
    if (unsaved || unsent > 0) {
      setLeftBehind({ customer, unsaved, unsent });
      return;
    }
    switchCustomer.mutate(customer);
  };
  const handleChoose = (customer: CustomerSummary) => {
    void choose(customer);
  };
  const stay = () => {
    setLeftBehind(null);
    closeCustomerDialog();
  };
  const switchAnyway = () => {
    if (!leftBehind) return;
    setLeftBehind(null);
    switchCustomer.mutate(leftBehind.customer);
  };

  let body;
  if (!viewer.canSwitch) {
    body = current ? (
      <Stack gap="xs" align="center">
        <CustomerCard customer={current} showGroup={false} isCurrent />
        <Text size="sm" c="dimmed">
          <Trans>Your account orders for this customer only.</Trans>
        </Text>
      </Stack>
    ) : (
      <EmptyState type="no-data" headingOrder={3} description={<Trans>No customer is linked to your account.</Trans>} />
    );
  } else if (settings.newList) {
    body = (
      <CustomerCardList
        key={opening}
        current={current}
        recent={readRecentCustomers(viewer.userId)}
        showGroup={settings.showGroup}
        disabled={disabled}
        onChoose={handleChoose}
      />
    );
  } else {
    body = (
      <CustomerRadioTable
        key={opening}
        current={current}
        showGroup={settings.showGroup}
        disabled={disabled}
        onChoose={handleChoose}
        onKeep={closeCustomerDialog}
      />
    );
  }

  return (
    <Modal
      opened={visible}
      onClose={closable ? closeCustomerDialog : ignoreClose}
      size={CUSTOMER_DIALOG_WIDTH}
      fullScreen={fullScreen}
      title={t`Select a customer`}
      withCloseButton={closable}
      closeOnEscape={closable}
      closeOnClickOutside={closable}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <div className={classes.body} aria-busy={switching}>
        <LoadingOverlay
          visible={switching}
          zIndex={5}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs">
                <Loader size="md" />
                <Text size="sm" fw={500}>
                  <Trans>Switching customer…</Trans>
                </Text>
              </Stack>
            ),
          }}
        />
        <Stack gap="sm">
          {viewer.canSwitch && !online && (
            <Alert color="warning" variant="light" role="status">
              <Trans>Switching customers needs a connection</Trans>
            </Alert>
          )}
          {body}
        </Stack>
      </div>
      <Modal
        opened={leftBehind !== null}
        onClose={() => {
          setLeftBehind(null);
        }}
        title={t`Switch customer now?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
        zIndex={400}
      >
        <Stack gap="sm">
          <Text size="sm">
            <Trans>Switching customer reloads the page.</Trans>
          </Text>
          <List size="sm" spacing="xs">
            {leftBehind?.unsaved === true && (
              <List.Item>
                <Trans>A form on this page has changes that are not saved yet.</Trans>
              </List.Item>
            )}
            {leftBehind !== null && leftBehind.unsent > 0 && (
              <List.Item>
                <Plural
                  value={leftBehind.unsent}
                  one="# item is waiting to be sent. It stays queued and is sent for the customer it was made for."
                  other="# items are waiting to be sent. They stay queued and are sent for the customer they were made for."
                />
              </List.Item>
            )}
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={stay}>
              <Trans>Stay</Trans>
            </Button>
            <Button onClick={switchAnyway}>
              <Trans>Switch anyway</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
