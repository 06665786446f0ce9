import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { displayArticleCode } from '../../../../shared/catalog/article-code';
import { isAppliedCartStatus } from '../../../../shared/catalog/cart-status';
import { cartResultText, cartStatusColor, cartStatusLabels } from '../../../domain/cart/cart-messages';
import type { CartLineResult } from '../../../domain/cart/cart.queries';
import classes from './cart-update-report.module.css';

/** One row of the report: what was asked and what the server answered (or that it was not sent). */
export interface ReportRow {
  key: string;
  articleCode: string;
  /** The lines of the fast order it came from (1-based). */
  lines?: readonly number[];
  /** The product's name, where the page knows it. */
  name?: string;
  requested: number;
  result: CartLineResult | null;
  /** 'queued': saved in the outbox; 'failed': not sent (no answer or an earlier refusal). */
  notSent?: 'queued' | 'failed';
}

/** The rows of a request matched with the server's results (in request order, by code and sorg). */
export function reportRows<T extends { articleCode: string; sorg: string; qty: number }>(
  requested: readonly T[],
  results: readonly CartLineResult[],
  extra: (row: T) => Pick<ReportRow, 'lines' | 'name'> = () => ({}),
): ReportRow[] {
  const unmatched = [...results];
  return requested.map((row, index) => {
    const at = unmatched.findIndex(
      (r) => r.articleCode.toUpperCase() === row.articleCode.toUpperCase() && r.sorg === row.sorg,
    );
    const result = at >= 0 ? (unmatched.splice(at, 1)[0] ?? null) : null;
    return {
      key: `${String(index)}:${row.sorg}:${row.articleCode}`,
      articleCode: row.articleCode,
      requested: row.qty,
      result,
      ...extra(row),
    };
  });
}

/**
 * The per-row report of fast order and repeat order: added, unknown code, blocked, no stock, no price, over quota
 * … with the server's message (the spec's sentence where it has one).
 */
export function CartUpdateReport({ rows, showLines = false }: { rows: readonly ReportRow[]; showLines?: boolean }) {
  const { t, i18n } = useLingui();
  if (rows.length === 0) return null;
  const added = rows.filter((row) => row.result !== null && isAppliedCartStatus(row.result.status)).length;
  const total = rows.length;
  return (
    <Stack gap="xs" data-testid="cart-update-report">
      <Title order={2} size="h4">
        <Trans>Result</Trans>
      </Title>
      <Text size="sm" role="status" data-testid="cart-update-summary">
        <Trans>
          {added} of <Plural value={total} one="# article" other="# articles" /> added to the cart.
        </Trans>
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              {showLines && <Table.Th>{t`Line`}</Table.Th>}
              <Table.Th>{t`Product`}</Table.Th>
              <Table.Th className={classes.number}>{t`Quantity`}</Table.Th>
              <Table.Th>{t`Result`}</Table.Th>
              <Table.Th className={classes.number}>{t`In cart`}</Table.Th>
              <Table.Th>{t`Details`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const status = row.result?.status;
              return (
                <Table.Tr key={row.key} data-testid="cart-update-row" data-status={status ?? row.notSent ?? 'none'}>
                  {showLines && <Table.Td>{(row.lines ?? []).join(', ')}</Table.Td>}
                  <Table.Td>
                    {/* A known product by its name and display code (spec 01 §5 Article code display); a code
                        nothing was found for as it was typed. */}
                    {row.name ? (
                      <>
                        <Text size="sm" lineClamp={1}>
                          {row.name}
                        </Text>
                        <Text size="xs" c="dimmed" className={classes.code}>
                          {displayArticleCode(row.articleCode)}
                        </Text>
                      </>
                    ) : (
                      <Text size="sm" className={classes.code}>
                        {row.articleCode}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.number}>{row.requested}</Table.Td>
                  <Table.Td>
                    {status ? (
                      <Badge color={cartStatusColor(status)} variant="light">
                        {i18n._(cartStatusLabels[status])}
                      </Badge>
                    ) : row.notSent === 'queued' ? (
                      <Badge color="gray" variant="light">{t`Waiting to send`}</Badge>
                    ) : (
                      <Badge color="gray" variant="outline">{t`Not sent`}</Badge>
                    )}
                  </Table.Td>
                  <Table.Td className={classes.number}>{row.result ? row.result.qty : '–'}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{row.result ? (cartResultText(i18n, row.result) ?? '') : ''}</Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
