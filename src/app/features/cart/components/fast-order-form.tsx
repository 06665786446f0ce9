import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { matchArticleCode } from '../../../../shared/catalog/article-code';
import {
  type FastOrderParse,
  type FastOrderProblem,
  type FastOrderRow,
  keepLines,
  parseFastOrder,
} from '../../../../shared/catalog/fast-order';
import { CART_BATCH_LIMIT, inBatches } from '../../../../shared/catalog/purchase-rules';
import { localArticlesByCodes } from '../../../../browser/catalog/local-catalog';
import { NetworkError } from '../../../lib/api';
import { catalogScope } from '../../../domain/offline/offline-catalog';
import { localeLink } from '../../../ui/shell/locale-link';
import { isAppliedCartStatus } from '../../../../shared/catalog/cart-status';
import type { CartChange } from '../../../domain/cart/cart-change';
import { serverMessageText } from '../../../domain/cart/cart-messages';
import { cartQuery, type CartUpdateReport as Report, useUpdateCart } from '../../../domain/cart/cart.queries';
import { fastOrderProblemText } from '../fast-order-messages';
import { queueCartChanges } from '../../../domain/cart/cart-queue';
import { CartUpdateReport, type ReportRow, reportRows } from './cart-update-report';

/** A CSV larger than this is surely not a fast order (75 rows per request; a few thousand lines at most). */
export const FAST_ORDER_FILE_MAX_BYTES = 1024 * 1024;

interface FastOrderFormProps {
  locale: string;
  /** The active customer's code (the spec's cust_code of every row). */
  custCode: string;
  /** The sorg the codes are ordered in: the host's (docs/decisions.md, "Fast order"). */
  sorg: string;
}

type Outcome =
  | { kind: 'problems'; problems: FastOrderProblem[]; headerLine: number | null }
  | { kind: 'sent'; rows: ReportRow[]; refusal: string | null; failed: boolean; queued: number; kept: boolean };

const changeOf = (sorg: string) => (row: FastOrderRow) => ({
  articleCode: row.articleCode,
  sorg,
  qty: row.qty,
  add: true,
});

/**
 * Fast order (spec 01 §2, §5): article codes and quantities typed, pasted or read from a CSV file, added to the
 * cart in requests of at most 75 rows with a per-row report. Lines that cannot be read are reported by number
 * and nothing is sent until they are fixed. After a send the field keeps only the lines that were not added, so
 * sending again never adds a row twice; without a connection the rows wait in the outbox.
 */
export function FastOrderForm({ locale, custCode, sorg }: FastOrderFormProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isEmpty, setIsEmpty] = useState(false);
  const update = useUpdateCart(custCode);
  const queryClient = useQueryClient();
  const [isQueueing, setQueueing] = useState(false);

  const readFile = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (file.size > FAST_ORDER_FILE_MAX_BYTES) {
      setFileError(t`The file is too large for a fast order (at most 1 MB).`);
      return;
    }
    try {
      // UTF-8 (with or without a byte order mark): the parser drops the mark.
      setText(await file.text());
      setOutcome(null);
    } catch {
      setFileError(t`The file could not be read.`);
    }
  };

  const send = async (parsed: FastOrderParse) => {
    const changes: (CartChange & { lines: number[] })[] = parsed.rows.map((row) => ({
      ...changeOf(sorg)(row),
      lines: row.lines,
    }));
    let report: Report;
    try {
      report = await update.mutateAsync(changes);
    } catch (error) {
      console.error('The fast order could not be sent', error);
      setOutcome({ kind: 'sent', rows: [], refusal: null, failed: true, queued: 0, kept: true });
      return;
    }
    const sent = changes.slice(0, changes.length - report.notSent.length);
    const notSent = changes.slice(sent.length);

    // No connection: the rows not sent wait in the outbox (75 per entry, as the server takes them), each under the
    // code of the article the device's catalog copy finds for it (the same rule as the server's), so the waiting
    // change shows on its cart line; a code the copy does not know waits as typed, for the server to judge.
    let queued: typeof notSent = [];
    if (report.error instanceof NetworkError && notSent.length > 0) {
      setQueueing(true);
      try {
        const local = await articlesOnDevice(notSent.map((row) => row.articleCode));
        for (const batch of inBatches(notSent, CART_BATCH_LIMIT)) {
          await queueCartChanges(
            custCode,
            batch.map((row) => {
              const article = local?.get(row.articleCode);
              return { ...row, articleCode: article?.articleCode ?? row.articleCode, name: article?.name ?? null };
            }),
          );
          queued = [...queued, ...batch];
        }
      } catch (error) {
        console.error('The fast order could not be saved on this device', error);
      } finally {
        setQueueing(false);
      }
    }

    // The names come from the cart the last answer brought (the results carry codes only).
    // A row typed in a short form ('012631') finds its line by the shared code rule.
    const cartLines = queryClient.getQueryData(cartQuery().queryKey)?.lines ?? [];
    const nameOf = (row: { articleCode: string; sorg: string }) => {
      const match = matchArticleCode(
        row.articleCode,
        cartLines.filter((line) => line.sorg === row.sorg).map((line) => line.product),
      );
      return match.kind === 'found' ? match.article.name : undefined;
    };
    const rows: ReportRow[] = [
      ...reportRows(sent, report.results, (row) => {
        const name = nameOf(row);
        return name === undefined ? { lines: row.lines } : { lines: row.lines, name };
      }),
      ...notSent.map((row, index): ReportRow => ({
        key: `not-sent:${String(index)}:${row.articleCode}`,
        articleCode: row.articleCode,
        lines: row.lines,
        requested: row.qty,
        result: null,
        notSent: queued.includes(row) ? 'queued' : 'failed',
      })),
    ];
    // Keep what was not added (refused, or not sent and not queued), so sending again adds nothing twice.
    const keep = rows.filter(
      (row) => row.notSent === 'failed' || (row.result !== null && !isAppliedCartStatus(row.result.status)),
    );
    const nextText = keepLines(
      text,
      keep.flatMap((row) => row.lines ?? []),
      parsed.headerLine,
    );
    setText(nextText);
    setOutcome({
      kind: 'sent',
      rows,
      refusal: report.refusal ? (serverMessageText(i18n, report.refusal.message) ?? report.refusal.message) : null,
      failed: report.error !== null && !(report.error instanceof NetworkError),
      queued: queued.length,
      kept: nextText !== '',
    });
  };

  const handleSubmit = () => {
    const parsed = parseFastOrder(text);
    setIsEmpty(parsed.rows.length === 0 && parsed.problems.length === 0);
    if (parsed.rows.length === 0 && parsed.problems.length === 0) {
      setOutcome(null);
      return;
    }
    if (parsed.problems.length > 0) {
      setOutcome({ kind: 'problems', problems: parsed.problems, headerLine: parsed.headerLine });
      return;
    }
    void send(parsed);
  };

  const isSending = update.isPending || isQueueing;
  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t`Article codes and quantities`}
            description={t`One article per line: the code, then the quantity, separated by a space, a semicolon, a comma or a tab. You can paste from a spreadsheet.`}
            placeholder={'ABC-1001 2\nABC-1002;5\nABC-1003,1'}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setIsEmpty(false);
            }}
            autosize
            minRows={8}
            maxRows={20}
            spellCheck={false}
            autoCapitalize="characters"
            error={isEmpty ? t`Type at least one article code and quantity.` : undefined}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            data-testid="fast-order-text"
          />
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm">
              <FileButton onChange={(file) => void readFile(file)} accept=".csv,text/csv,text/plain">
                {(props) => (
                  <Button variant="default" {...props}>
                    <Trans>Upload CSV</Trans>
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                <Trans>Comma or semicolon separated, with or without a header row.</Trans>
              </Text>
            </Group>
            <Button type="submit" loading={isSending}>
              <Trans>Add to cart</Trans>
            </Button>
          </Group>
          {fileError && (
            <Text size="sm" c="error" role="alert">
              {fileError}
            </Text>
          )}
        </Stack>
      </form>

      {outcome?.kind === 'problems' && (
        <Alert color="error" title={t`Some lines could not be read`} data-testid="fast-order-problems">
          <Stack gap="xs">
            <Text size="sm">
              <Trans>Nothing was added yet. Correct these lines and try again.</Trans>
            </Text>
            <List size="sm" spacing={2}>
              {outcome.problems.map((problem) => {
                const line = problem.line;
                const lineText = problem.text;
                const why = fastOrderProblemText(i18n, problem.reason);
                return (
                  <List.Item key={problem.line} data-testid="fast-order-problem">
                    <Trans>
                      Line {line} “{lineText}”: {why}
                    </Trans>
                  </List.Item>
                );
              })}
            </List>
            {outcome.headerLine !== null && <HeaderNote line={outcome.headerLine} />}
          </Stack>
        </Alert>
      )}

      {outcome?.kind === 'sent' && (
        <Stack gap="sm">
          {outcome.refusal && (
            <Alert color="error" role="alert">
              {outcome.refusal}
            </Alert>
          )}
          {outcome.failed && (
            <Alert color="error" role="alert">
              <Trans>The cart could not be changed. What was not added is still in the field; please try again.</Trans>
            </Alert>
          )}
          {outcome.queued > 0 && <QueuedNote count={outcome.queued} />}
          <CartUpdateReport rows={outcome.rows} showLines />
          <Group gap="sm">
            <Button component={Link} {...localeLink(locale, '/cart')} variant="light">
              <Trans>View cart</Trans>
            </Button>
            {outcome.kept && (
              <Text size="sm" c="dimmed">
                <Trans>The lines that were not added are still in the field above.</Trans>
              </Text>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The device copy's articles for typed codes, or undefined without a copy (or when it cannot be read). */
async function articlesOnDevice(codes: readonly string[]) {
  const scope = catalogScope();
  if (!scope) return undefined;
  try {
    return await localArticlesByCodes(scope, codes);
  } catch (error) {
    console.error('The catalog copy on this device could not be read', error);
    return undefined;
  }
}

function HeaderNote({ line }: { line: number }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans>Line {line} was read as a header row.</Trans>
    </Text>
  );
}

function QueuedNote({ count }: { count: number }) {
  return (
    <Alert color="info">
      <Trans>Saved on this device: {count} articles will be added to the cart when you are back online.</Trans>
    </Alert>
  );
}
