import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import {
  acceptOrderDraftChanges,
  closeOrderDraft,
  resendOrderDraft,
  type OrderDraftStatus,
  type OrderDraftView,
} from '../../../browser/order-drafts';
import { ChangeList } from '../../domain/cart/change-list';
import { useUpdateCart } from '../../domain/cart/cart.queries';
import { outboxOwner } from '../../domain/offline/outbox-owner';
import { replayNow } from '../../domain/offline/outbox-runner';
import { formatMoney, useFormat } from '../../lib/format';
import { localeLink } from '../../ui/shell/locale-link';
import { useOrderDrafts } from './use-order-drafts';

// Orders drafted offline (spec 01 §5 Checkout; docs/decisions.md "Offline order drafts") for the active customer,
// on /order: waiting to be sent, placed (with their order numbers), or answered with a change list to review.

const statusLabels: Record<OrderDraftStatus, MessageDescriptor> = {
  unsent: msg`Not sent`,
  waiting: msg`Waiting to send`,
  placed: msg`Placed`,
  'needs-review': msg`Needs review`,
  refused: msg`Not accepted`,
  closed: msg`Closed`,
};

const statusColors: Record<OrderDraftStatus, string> = {
  unsent: 'warning',
  waiting: 'gray',
  placed: 'success',
  'needs-review': 'warning',
  refused: 'error',
  closed: 'gray',
};

function DraftCard({ draft, locale }: { draft: OrderDraftView; locale: string }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { data } = draft;
  const custCode = data.actingFor.isr ?? data.actingFor.r3;
  const updateCart = useUpdateCart(custCode);
  const money = (amount: number, sorg: string) => {
    const format = data.formats[sorg];
    return format ? formatMoney(amount, format) : i18n.number(amount);
  };
  const nameOf = (sorg: string, articleCode: string) =>
    data.lineNames.find((l) => l.sorg === sorg && l.articleCode === articleCode)?.name ?? articleCode;
  const totals = data.input.snapshot?.totals ?? [];
  const lineCount = data.input.products.length;
  const { customerName } = data;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      console.warn('The order draft could not be changed', error);
      setProblem(t`This could not be done. Try again.`);
    } finally {
      setBusy(false);
    }
  };

  const accept = () =>
    act(async () => {
      await acceptOrderDraftChanges(draft.userId, draft.id);
      await replayNow();
    });
  const discard = () =>
    act(async () => {
      await closeOrderDraft(draft.userId, draft.id);
    });
  // Edit: the draft's lines and quantities go into the cart and the checkout opens; the draft is put away.
  const edit = () =>
    act(async () => {
      await updateCart.mutateAsync(
        data.input.products.map((p) => ({ articleCode: p.articleCode, sorg: p.sorg, qty: p.qty, uom: p.uom })),
      );
      await closeOrderDraft(draft.userId, draft.id);
      await navigate({ to: '/$locale/cart/checkout', params: { locale } });
    });

  const reviewActions = (canAccept: boolean) => (
    <Group gap="xs">
      {canAccept && (
        <Button size="xs" loading={busy} onClick={() => void accept()} data-testid="draft-accept">
          <Trans>Accept the changes and order</Trans>
        </Button>
      )}
      <Button size="xs" variant="light" disabled={busy} onClick={() => void edit()}>
        <Trans>Edit in checkout</Trans>
      </Button>
      {confirmDiscard ? (
        <Button size="xs" color="error" variant="light" disabled={busy} onClick={() => void discard()}>
          <Trans>Yes, discard this draft</Trans>
        </Button>
      ) : (
        <Button
          size="xs"
          color="error"
          variant="subtle"
          disabled={busy}
          onClick={() => {
            setConfirmDiscard(true);
          }}
        >
          <Trans>Discard</Trans>
        </Button>
      )}
    </Group>
  );

  const date = format.dateTime(draft.createdAt);
  return (
    <Card withBorder padding="sm" data-testid="order-draft" data-status={draft.status}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} size="sm">
            <Trans>
              Drafted {date} for {customerName}
            </Trans>
          </Text>
          <Badge color={statusColors[draft.status]} variant="light">
            {i18n._(statusLabels[draft.status])}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t`${plural(lineCount, { one: '# line', other: '# lines' })}`} · {data.shipToLabel}
          {totals.map((total) => ` · ${total.sorg}: ${money(total.total, total.sorg)}`).join('')}
        </Text>
        {draft.status === 'waiting' && (
          <Text size="sm">
            <Trans>
              Saved on this device. It is sent when you are back online, after the cart changes made before it.
            </Trans>
          </Text>
        )}
        {draft.status === 'unsent' && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>This draft was not queued. Send it now?</Trans>
            </Text>
            <Button
              size="xs"
              loading={busy}
              onClick={() =>
                void act(async () => {
                  await resendOrderDraft(draft.userId, draft.id);
                  await replayNow();
                })
              }
            >
              <Trans>Send</Trans>
            </Button>
          </Group>
        )}
        {draft.status === 'placed' && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Ordered:</Trans>
            </Text>
            {draft.orders.map((order) => (
              <Anchor
                key={order.orderNo}
                size="sm"
                component={Link}
                {...localeLink(locale, `/order/${encodeURIComponent(order.orderNo)}`)}
                data-testid="draft-order-link"
              >
                {order.orderNo}
              </Anchor>
            ))}
            <Button size="xs" variant="subtle" disabled={busy} onClick={() => void discard()}>
              <Trans>Remove from this list</Trans>
            </Button>
          </Group>
        )}
        {draft.status === 'needs-review' && (
          <Alert color="warning" title={<Trans>Nothing was ordered: something changed since you drafted it</Trans>}>
            <Stack gap="xs">
              <ChangeList data-testid="draft-change-list" changes={draft.changes} nameOf={nameOf} money={money} />
              {!draft.changes.some((c) => c.kind !== 'REMOVED') &&
              draft.changes.length >= data.input.products.length ? (
                <Text size="sm">
                  <Trans>No line of this draft can be ordered any more.</Trans>
                </Text>
              ) : null}
              <Text size="sm">
                <Trans>
                  Accept to order at these figures. If they change again before the order arrives, you see a new list.
                </Trans>
              </Text>
              {reviewActions(
                !(
                  draft.changes.filter((c) => c.kind === 'REMOVED').length >= data.input.products.length &&
                  data.input.products.length > 0
                ),
              )}
            </Stack>
          </Alert>
        )}
        {draft.status === 'refused' && (
          <Alert color="error" title={<Trans>The order was not accepted</Trans>}>
            <Stack gap="xs">
              <Text size="sm">{draft.error?.message ?? t`The server refused it.`}</Text>
              {reviewActions(false)}
            </Stack>
          </Alert>
        )}
        {problem && (
          <Text size="sm" c="error">
            {problem}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** The "Drafts" section of /order: nothing when the active customer has no open draft on this device. */
export function OrderDraftsSection({ locale }: { locale: string }) {
  const owner = outboxOwner();
  const drafts = useOrderDrafts(owner?.userId ?? null, owner?.customerId ?? null);
  if (!drafts || drafts.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="order-drafts">
      <Title order={2} size="h4">
        <Trans>Drafts on this device</Trans>
      </Title>
      {drafts.map((draft) => (
        <DraftCard key={draft.id} draft={draft} locale={locale} />
      ))}
    </Stack>
  );
}
