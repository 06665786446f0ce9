import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CatalogSyncError } from '../../../../browser/catalog/catalog-sync';
import { observe, requestPersistence } from '../../../../browser/outbox';
import { useFormat } from '../../../lib/format';
import { localeLink } from '../../../ui/shell/locale-link';
import { PushOfferCard } from '../../../domain/push/push-subscription';
import { prepareScannerOffline } from '../../../domain/scanning/prepare-scanner';
import { StorageSummary } from '../components/storage-summary';
import { formatBytes } from '../format-bytes';
import { type CollectionState, isAppCached, offlineReadiness, type OfflineReadiness } from '../offline-readiness';
import { useDeviceStorage } from '../use-device-storage';

/** The result of one preparation step. */
type StepStatus = 'running' | 'done' | 'warning' | 'failed' | 'skipped';

interface StepResult {
  id: 'persist' | 'customers' | 'catalog' | 'app' | 'scanner';
  status: StepStatus;
  text: string;
}

export interface ReadyForOfflinePageProps {
  /** The signed-in user whose data is prepared. */
  userId: string;
  /** The locale prefix, for the link to the outbox. */
  locale: string;
  /**
   * Downloads the user's customer list to the device (features/customers; the route passes it). Resolves to the
   * number of customers stored, when known. Absent: the step is skipped.
   */
  downloadCustomers?: ((userId: string) => Promise<unknown>) | undefined;
  /**
   * Downloads the active customer's catalog (prices and stock) to the device, in full. Resolves to the number of
   * articles stored. Absent (no catalog access, or no customer chosen yet): the step is skipped.
   */
  downloadCatalog?: (() => Promise<number>) | undefined;
  /** The active customer whose catalog copy is shown ('-' for none). */
  customerId?: string | undefined;
  /**
   * iPad/iPhone in the browser: Safari clears the data of sites not installed after 7 days, so the page asks
   * to install first and shows `howTo`.
   */
  installFirst?: { needed: boolean; howTo: ReactNode } | undefined;
}

function useReadiness(userId: string, customerId: string): OfflineReadiness | undefined {
  const [state, setState] = useState<{ key: string; value: OfflineReadiness } | null>(null);
  const key = `${userId}:${customerId}`;
  useEffect(
    () =>
      observe(
        () => offlineReadiness(userId, customerId),
        (value) => {
          setState({ key, value });
        },
      ),
    [key, userId, customerId],
  );
  return state?.key === key ? state.value : undefined;
}

function useServiceWorkerControlled(): boolean {
  const read = () => 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  const [controlled, setControlled] = useState(read);
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    const handleChange = () => {
      setControlled(read());
    };
    navigator.serviceWorker.addEventListener('controllerchange', handleChange);
    return () => {
      navigator.serviceWorker.removeEventListener('controllerchange', handleChange);
    };
  }, []);
  return controlled;
}

const stepColors: Record<StepStatus, string> = {
  running: 'gray',
  done: 'success',
  warning: 'warning',
  failed: 'error',
  skipped: 'gray',
};

/** The outcome of a whole preparation: the worst of its steps. */
function preparationOutcome(steps: readonly StepResult[]): 'running' | 'done' | 'warning' | 'failed' {
  if (steps.some((step) => step.status === 'running')) return 'running';
  if (steps.some((step) => step.status === 'failed')) return 'failed';
  if (steps.some((step) => step.status === 'warning')) return 'warning';
  return 'done';
}

const outcomeColors = { running: 'primary', done: 'success', warning: 'warning', failed: 'error' } as const;

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </Card>
  );
}

/**
 * "Ready for offline" (ARCHITECTURE.md "Offline"): what this device holds for a day without signal — customers,
 * catalog, drafts, unsent items, storage, whether the app itself opens offline — and one button that prepares it.
 */
export function ReadyForOfflinePage({
  userId,
  locale,
  downloadCustomers,
  downloadCatalog,
  customerId = '-',
  installFirst,
}: ReadyForOfflinePageProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const readiness = useReadiness(userId, customerId);
  const controlled = useServiceWorkerControlled();
  const [steps, setSteps] = useState<StepResult[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [askingInstall, setAskingInstall] = useState(false);
  // The results sit at the top of the page; the button is below the fold on a phone, so the finished results take
  // the focus (which scrolls them into view) and the live region around them announces each step.
  const [finishedRun, setFinishedRun] = useState(0);
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (finishedRun > 0) resultsRef.current?.focus();
  }, [finishedRun]);
  const { storage, refresh } = useDeviceStorage(readiness?.customers?.savedAt ?? 0);

  const setStep = (result: StepResult) => {
    setSteps((current) => [...current.filter((step) => step.id !== result.id), result]);
  };

  const prepare = async () => {
    setAskingInstall(false);
    setPreparing(true);
    setSteps([]);

    setStep({ id: 'persist', status: 'running', text: t`Asking to keep the data on this device…` });
    const persisted = await requestPersistence().catch(() => false);
    setStep(
      persisted
        ? { id: 'persist', status: 'done', text: t`The browser keeps the portal's data on this device.` }
        : {
            id: 'persist',
            status: 'warning',
            text: t`The browser did not promise to keep the data. It stays, but may be cleared when space runs short.`,
          },
    );

    if (downloadCustomers) {
      setStep({ id: 'customers', status: 'running', text: t`Downloading your customer list…` });
      try {
        const count = await downloadCustomers(userId);
        setStep({
          id: 'customers',
          status: 'done',
          text:
            typeof count === 'number'
              ? plural(count, { one: '# customer downloaded.', other: '# customers downloaded.' })
              : t`Customer list downloaded.`,
        });
      } catch {
        setStep({
          id: 'customers',
          status: 'failed',
          text: t`The customer list could not be downloaded. Check the connection and try again.`,
        });
      }
    } else {
      setStep({ id: 'customers', status: 'skipped', text: t`No customer list to download.` });
    }

    if (downloadCatalog) {
      setStep({ id: 'catalog', status: 'running', text: t`Downloading the catalog with your prices and stock…` });
      try {
        const count = await downloadCatalog();
        setStep({
          id: 'catalog',
          status: 'done',
          text: plural(count, { one: '# article downloaded.', other: '# articles downloaded.' }),
        });
      } catch (error) {
        // A refused session is not a connection problem: a refresh was tried already.
        const reason = error instanceof CatalogSyncError ? error.reason : null;
        setStep({
          id: 'catalog',
          status: 'failed',
          text:
            reason === 'sign-in'
              ? t`The catalog could not be downloaded: your session has ended. Sign in again and try again.`
              : reason === 'session-changed'
                ? t`The catalog could not be downloaded: the customer changed meanwhile. Try again.`
                : t`The catalog could not be downloaded. Check the connection and try again.`,
        });
      }
    } else {
      setStep({ id: 'catalog', status: 'skipped', text: t`No catalog to download: choose a customer first.` });
    }

    setStep({ id: 'app', status: 'running', text: t`Checking that the app opens offline…` });
    const cached = await isAppCached();
    setStep(
      cached
        ? { id: 'app', status: 'done', text: t`The app opens without a connection.` }
        : {
            id: 'app',
            status: 'failed',
            text: t`The app is not stored for offline use yet. Reload this page once while online, then try again.`,
          },
    );
    // The frame scanner's reader stays out of the precache (sw/sw.ts): fetched here so a frame scans offline.
    setStep({ id: 'scanner', status: 'running', text: t`Preparing the frame scanner…` });
    const scanner = await prepareScannerOffline().catch(() => false);
    setStep(
      scanner
        ? { id: 'scanner', status: 'done', text: t`The frame scanner works without a connection.` }
        : {
            id: 'scanner',
            status: 'warning',
            text: t`The frame scanner could not be prepared: without a connection, type frame numbers instead.`,
          },
    );
    refresh();
    setPreparing(false);
    setFinishedRun((count) => count + 1);
  };

  const handlePrepare = () => {
    if (installFirst?.needed === true && !askingInstall) {
      setAskingInstall(true);
      return;
    }
    void prepare();
  };

  const factText = (state: CollectionState | null | undefined, noneText: string) => {
    if (!state) return noneText;
    const count = state.count;
    const asOf = format.dateTime(state.savedAt);
    return t`${count} · as of ${asOf}`;
  };
  const notYet = t`Not downloaded yet`;
  // Users who do not choose customers have no list to keep.
  const customersText = factText(readiness?.customers, downloadCustomers ? notYet : t`Not needed for your account`);
  const catalogText = factText(readiness?.catalog, downloadCatalog ? notYet : t`Choose a customer first`);
  const catalogBytes = readiness?.catalog?.bytes;
  const catalogSize = typeof catalogBytes === 'number' ? formatBytes(catalogBytes, i18n.locale) : null;
  const outcome = preparationOutcome(steps);
  const outcomeTitle = {
    running: t`Preparing this device…`,
    done: t`This device is ready for offline use`,
    warning: t`Ready, with warnings`,
    failed: t`Some parts could not be prepared`,
  }[outcome];
  const savedCustomers = readiness?.customers?.count;
  const articleCount = readiness?.catalog?.count;
  const savedArticles = typeof articleCount === 'number' ? i18n.number(articleCount) : null;
  const storageUsed = storage?.estimate ? formatBytes(storage.estimate.usage, i18n.locale) : null;
  const storageQuota = storage?.estimate ? formatBytes(storage.estimate.quota, i18n.locale) : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>Ready for offline</Trans>
      </Title>
      <Text c="dimmed">
        <Trans>Check what this device holds before you go where there is no signal, and prepare it with one tap.</Trans>
      </Text>
      <div aria-live="polite">
        {steps.length > 0 && (
          <Alert
            ref={resultsRef}
            tabIndex={-1}
            color={outcomeColors[outcome]}
            variant="light"
            title={outcomeTitle}
            data-testid="preparation-results"
            data-outcome={outcome}
            style={{ scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 16px)' }}
          >
            <Stack gap="xs">
              <List spacing={6} size="sm" data-testid="preparation-steps">
                {steps.map((step) => (
                  <List.Item
                    key={step.id}
                    icon={
                      step.status === 'running' ? (
                        <Loader size={14} />
                      ) : (
                        <Badge color={stepColors[step.status]} variant="filled" size="xs" circle aria-hidden="true" />
                      )
                    }
                    data-status={step.status}
                  >
                    {step.text}
                  </List.Item>
                ))}
              </List>
              {outcome !== 'running' && (
                <List size="sm" data-testid="preparation-sizes" listStyleType="none">
                  {typeof savedCustomers === 'number' && (
                    <List.Item>
                      <Plural
                        value={savedCustomers}
                        one="On this device: # customer"
                        other="On this device: # customers"
                      />
                    </List.Item>
                  )}
                  {savedArticles !== null && (
                    <List.Item>
                      {catalogSize !== null ? (
                        <Trans>
                          On this device: {savedArticles} articles, {catalogSize} with pictures
                        </Trans>
                      ) : (
                        <Trans>On this device: {savedArticles} articles</Trans>
                      )}
                    </List.Item>
                  )}
                  {storageUsed !== null && storageQuota !== null && (
                    <List.Item>
                      <Trans>
                        Storage used: {storageUsed} of {storageQuota}
                      </Trans>
                    </List.Item>
                  )}
                </List>
              )}
            </Stack>
          </Alert>
        )}
      </div>
      <PushOfferCard />

      {readiness === undefined ? (
        <Group justify="center" p="xl">
          <Loader aria-label={t`Loading`} />
        </Group>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label={<Trans>Customers</Trans>}>{customersText}</Fact>
          <Fact label={<Trans>Catalog</Trans>}>
            {catalogText}
            {catalogSize !== null && (
              <Text size="sm" c="dimmed" component="span" display="block">
                <Trans>{catalogSize} with pictures</Trans>
              </Text>
            )}
          </Fact>
          <Fact label={<Trans>Drafts</Trans>}>{readiness.drafts}</Fact>
          <Fact label={<Trans>Unsent items</Trans>}>
            {/* A themed link (the app's colour, underlined on hover), not the browser's default blue. */}
            <Anchor component={Link} {...localeLink(locale, '/outbox')} underline="hover" fw={600}>
              {readiness.unsent}
            </Anchor>
            {readiness.attention > 0 && (
              <Badge color="error" variant="light" ml="xs">
                <Plural value={readiness.attention} one="# needs attention" other="# need attention" />
              </Badge>
            )}
          </Fact>
          <Fact label={<Trans>App available offline</Trans>}>
            {controlled ? <Trans>Yes</Trans> : <Trans>No</Trans>}
          </Fact>
        </SimpleGrid>
      )}

      <Card withBorder padding="md">
        <Title order={2} size="h5" mb="xs">
          <Trans>Storage on this device</Trans>
        </Title>
        <StorageSummary storage={storage} />
      </Card>

      {askingInstall && installFirst && (
        <Alert color="warning" title={t`Install the app first`} data-testid="install-first">
          <Stack gap="sm">
            {installFirst.howTo}
            <Group>
              <Button variant="default" mih={44} onClick={() => void prepare()}>
                <Trans>Prepare without installing</Trans>
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}

      <Group>
        <Button size="md" mih={44} loading={preparing} onClick={handlePrepare}>
          <Trans>Prepare for offline</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
