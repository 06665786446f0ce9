import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type SyntheticEvent } from 'react';
import { draftChangeFromText, type DraftChange } from '../../../../shared/orders/draft-changes';
import { cartListNameProblem, normalizeCartListName } from '../../../../shared/orders/cart-list-names';
import { cannotPurchaseText } from '../../../domain/cart/cart-messages';
import { ChangeList } from '../../../domain/cart/change-list';
import type { CartListStartMode } from '../../../gql/graphql';
import { useOnline } from '../../../lib/connectivity';
import { formatMoney, useFormat } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { EmptyState } from '../../../ui/empty-state';
import { localeLink } from '../../../ui/shell/locale-link';
import {
  cartListQuery,
  cartListsQuery,
  useDeleteCartList,
  useRenameCartList,
  useStartCartFromList,
  type CartListDetail,
  type CartListItem,
  type StartCartFromListAnswer,
} from '../api/cart-lists.queries';
import { cartListMessageText } from '../cart-list-messages';

const route = getRouteApi('/$locale/_portal/cart/lists');

/** A list's value at today's prices: one amount per sorg, each in its own currency. */
function ListValue({ groups }: { groups: CartListItem['groups'] }) {
  return <>{groups.map((group) => formatMoney(group.total, group.format)).join(' + ') || '—'}</>;
}

/**
 * /cart/lists (scope cart.display-order-qty, a selected customer): the customer's named lists with their value
 * at today's prices; open one to see its lines, rename, delete, or order again (replacing or adding to the cart)
 * with the change list. Online only: lists live on the server for every user acting for the customer.
 */
export function CartListsPage() {
  const { locale } = route.useParams();
  const online = useOnline();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          <Trans>Saved lists</Trans>
        </Title>
        <Anchor component={Link} {...localeLink(locale, '/cart')}>
          <Trans>Back to the cart</Trans>
        </Anchor>
      </Group>
      <Text c="dimmed" size="sm">
        <Trans>
          A list keeps articles and quantities, not prices: ordering again puts its lines in the cart at today's prices
          and stock.
        </Trans>
      </Text>
      {online ? (
        <CartLists locale={locale} />
      ) : (
        <Alert color="warning" data-testid="cart-lists-offline">
          <Trans>Saved lists are available only online. Connect to the internet to see and use them.</Trans>
        </Alert>
      )}
    </Stack>
  );
}

function CartLists({ locale }: { locale: string }) {
  const { data: lists } = useSuspenseQuery(cartListsQuery());
  const format = useFormat();
  const [opened, setOpened] = useState<{ list: CartListItem; action: 'open' | 'rename' | 'delete' | 'order' } | null>(
    null,
  );
  const close = () => {
    setOpened(null);
  };

  if (lists.length === 0) {
    return (
      <EmptyState
        type="custom"
        title={<Trans>No saved lists yet</Trans>}
        description={<Trans>Fill the cart, then choose "Save as list" on the cart page.</Trans>}
        action={
          <Button component={Link} {...localeLink(locale, '/cart')}>
            <Trans>Go to the cart</Trans>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <Stack gap="sm">
        {lists.map((list) => (
          <Paper key={list.id} withBorder radius="md" p="md" data-testid="cart-list" data-name={list.name}>
            <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Title order={2} size="h4">
                  {list.name}
                </Title>
                <Text size="sm" c="dimmed">
                  <Plural value={list.lineCount} one="# line" other="# lines" />
                  {' · '}
                  <span data-testid="cart-list-value">
                    <ListValue groups={list.groups} />
                  </span>
                </Text>
                <SavedBy createdBy={list.createdBy} date={format.date(list.createdAt)} />
              </Stack>
              <Group gap="xs">
                <Button
                  size="sm"
                  onClick={() => {
                    setOpened({ list, action: 'order' });
                  }}
                  data-testid="cart-list-order-again"
                >
                  <Trans>Order again</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => {
                    setOpened({ list, action: 'open' });
                  }}
                  data-testid="cart-list-open"
                >
                  <Trans>Open</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="default"
                  onClick={() => {
                    setOpened({ list, action: 'rename' });
                  }}
                >
                  <Trans>Rename</Trans>
                </Button>
                <Button
                  size="sm"
                  variant="subtle"
                  color="error"
                  onClick={() => {
                    setOpened({ list, action: 'delete' });
                  }}
                  data-testid="cart-list-delete"
                >
                  <Trans>Delete</Trans>
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      {opened?.action === 'open' && <ListLinesModal list={opened.list} onClose={close} />}
      {opened?.action === 'rename' && <RenameModal list={opened.list} onClose={close} />}
      {opened?.action === 'delete' && <DeleteModal list={opened.list} onClose={close} />}
      {opened?.action === 'order' && <OrderAgainModal list={opened.list} locale={locale} onClose={close} />}
    </>
  );
}

/** Who saved a list and when. */
function SavedBy({ createdBy, date }: { createdBy: string | null; date: string }) {
  return (
    <Text size="xs" c="dimmed">
      {createdBy ? (
        <Trans>
          Saved by {createdBy} on {date}
        </Trans>
      ) : (
        <Trans>Saved on {date}</Trans>
      )}
    </Text>
  );
}

/** The lines of a list at today's prices, each with what would stop it now. */
function ListLines({ detail }: { detail: CartListDetail }) {
  const { i18n } = useLingui();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped fz="sm" horizontalSpacing="xs" data-testid="cart-list-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Article</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Quantity</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Unit price today</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Subtotal</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.content.lines.map((line) => {
            const format = line.product.price?.format ?? null;
            return (
              <Table.Tr key={line.id} data-testid="cart-list-line">
                <Table.Td>
                  <Text size="sm">{line.product.name}</Text>
                  <Text size="xs" c="dimmed">
                    {line.product.articleCodeDisplay} · {line.sorg}
                  </Text>
                  {line.problems.map((problem) => (
                    <Badge key={problem.code} color="warning" variant="light" size="sm">
                      {cannotPurchaseText(i18n, problem)}
                    </Badge>
                  ))}
                </Table.Td>
                <Table.Td ta="right">{line.qty}</Table.Td>
                <Table.Td ta="right">{format ? formatMoney(line.unitPrice, format) : '—'}</Table.Td>
                <Table.Td ta="right">{format ? formatMoney(line.subtotal, format) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ListLinesModal({ list, onClose }: { list: CartListItem; onClose: () => void }) {
  const { t } = useLingui();
  const detail = useQuery(cartListQuery(list.id));
  return (
    <Modal opened onClose={onClose} title={list.name} size="lg">
      {detail.isPending ? (
        <Skeleton height={120} />
      ) : detail.data ? (
        <ListLines detail={detail.data} />
      ) : (
        <Alert color="error">
          {detail.isError ? t`The list could not be loaded.` : t`This list does not exist (any more)`}
        </Alert>
      )}
    </Modal>
  );
}

function RenameModal({ list, onClose }: { list: CartListItem; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const rename = useRenameCartList();
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const problem = cartListNameProblem(name);
    if (problem !== null) {
      setError(cartListMessageText(i18n, problem));
      return;
    }
    try {
      const answer = await rename.mutateAsync({ id: list.id, name: normalizeCartListName(name) });
      const refusal = answer.userErrors[0];
      if (refusal) {
        setError(cartListMessageText(i18n, refusal.message));
        return;
      }
      onClose();
    } catch (failure) {
      console.error('Renaming the list failed', failure);
      setError(t`The list could not be renamed. Please try again.`);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t`Rename the list`}>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t`Name of the list`}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
            }}
            error={error}
            data-autofocus
            required
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={rename.isPending}>
              <Trans>Rename</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function DeleteModal({ list, onClose }: { list: CartListItem; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const remove = useDeleteCartList();
  const [error, setError] = useState<string | null>(null);
  const handleDelete = async () => {
    try {
      const answer = await remove.mutateAsync(list.id);
      const refusal = answer.userErrors[0];
      if (refusal) {
        setError(cartListMessageText(i18n, refusal.message));
        return;
      }
      notify.success({ title: t`List deleted`, message: list.name });
      onClose();
    } catch (failure) {
      console.error('Deleting the list failed', failure);
      setError(t`The list could not be deleted. Please try again.`);
    }
  };
  const name = list.name;
  return (
    <Modal opened onClose={onClose} title={t`Delete the list?`}>
      <Stack gap="sm">
        <Text size="sm">
          <Trans>The list "{name}" is deleted for every user of this customer. The cart is not changed.</Trans>
        </Text>
        {error !== null && <Alert color="error">{error}</Alert>}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            color="error"
            onClick={() => void handleDelete()}
            loading={remove.isPending}
            data-testid="cart-list-delete-confirm"
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Order again: the list's lines go into the cart at today's prices through the cart's own checks, replacing the
 * cart or added to it; the answer's change list (prices that moved since the list was shown, lines refused with
 * their reason) is shown before the user goes on to the cart.
 */
function OrderAgainModal({ list, locale, onClose }: { list: CartListItem; locale: string; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const start = useStartCartFromList();
  const [mode, setMode] = useState<CartListStartMode>('REPLACE');
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ result: StartCartFromListAnswer; detail: CartListDetail | null } | null>(null);

  const handleStart = async () => {
    setProblem(null);
    try {
      // The prices the user saw: those of the list as last shown (opened), else today's as read now.
      const detail =
        queryClient.getQueryData(cartListQuery(list.id).queryKey) ?? (await queryClient.query(cartListQuery(list.id)));
      const seen = (detail?.content.lines ?? [])
        .filter((line) => line.product.price !== null)
        .map((line) => ({ articleCode: line.product.articleCode, sorg: line.sorg, unitPrice: line.unitPrice }));
      const result = await start.mutateAsync({ id: list.id, mode, seen });
      const refusal = result.userErrors[0];
      if (refusal) {
        setProblem(cartListMessageText(i18n, refusal.message));
        return;
      }
      setAnswer({ result, detail: detail ?? null });
    } catch (failure) {
      console.error('Ordering the list again failed', failure);
      setProblem(t`The list could not be put in the cart. Please try again.`);
    }
  };

  const changes: DraftChange[] = (answer?.result.changes ?? []).flatMap((change) => {
    const converted = draftChangeFromText(change);
    return converted ? [converted] : [];
  });
  const lines = answer?.detail?.content.lines ?? [];
  const nameOf = (sorg: string, articleCode: string) => {
    const line = lines.find((l) => l.sorg === sorg && l.product.articleCode === articleCode);
    return line ? `${line.product.name} (${line.product.articleCodeDisplay})` : articleCode;
  };
  const money = (amount: number, sorg: string) => {
    const format =
      lines.find((l) => l.sorg === sorg)?.product.price?.format ??
      answer?.result.cart.groups.find((g) => g.sorg === sorg)?.format;
    return format ? formatMoney(amount, format) : i18n.number(amount);
  };
  const inCart = (answer?.result.results ?? []).filter((r) => r.status === 'ADDED' || r.status === 'UPDATED').length;
  const name = list.name;

  return (
    <Modal opened onClose={onClose} title={t`Order again`} size="lg">
      {answer === null ? (
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              The lines of "{name}" go into the cart at today's prices and stock, with the cart's checks; you see what
              changed before you go on.
            </Trans>
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => {
              setMode(value === 'ADD' ? 'ADD' : 'REPLACE');
            }}
            data={[
              { value: 'REPLACE', label: t`Replace the cart` },
              { value: 'ADD', label: t`Add to the cart` },
            ]}
            data-testid="cart-list-mode"
          />
          {problem !== null && (
            <Alert color="error" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button onClick={() => void handleStart()} loading={start.isPending} data-testid="cart-list-start">
              <Trans>Put in the cart</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="cart-list-started">
          <Text size="sm">
            <Plural
              value={inCart}
              one="# line is in the cart at today's prices."
              other="# lines are in the cart at today's prices."
            />
          </Text>
          {changes.length > 0 ? (
            <Alert color="warning" title={t`What changed`} data-testid="cart-list-changes">
              <ChangeList changes={changes} nameOf={nameOf} money={money} data-testid="cart-list-change-list" />
            </Alert>
          ) : (
            <Text size="sm" c="dimmed">
              <Trans>Every line went into the cart as shown.</Trans>
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button component={Link} {...localeLink(locale, '/cart')} data-testid="cart-list-to-cart">
              <Trans>Open the cart</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
