import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { OpenInvoiceCompany } from '../api/invoices.queries';
import { ageingText } from '../invoice-texts';
import classes from '../invoices.module.css';
import { InvoiceAmount } from './invoice-table';

type Bucket = OpenInvoiceCompany['customerAgeing'][number];

/**
 * The bucket shown first: the oldest one holding invoices (what most needs paying), else "not due"
 * (docs/decisions.md "Invoice pages").
 */
export function defaultBucket(buckets: readonly Pick<Bucket, 'invoice'>[]): number {
  for (let index = buckets.length - 1; index >= 0; index -= 1) {
    if ((buckets[index]?.invoice.length ?? 0) > 0) return index;
  }
  return 0;
}

/** The ageing buckets as summary cards (value and count); choosing one shows its invoices. */
export function AgeingCards({
  buckets,
  currency,
  current,
  onChoose,
}: {
  buckets: readonly Bucket[];
  currency: string;
  current: number;
  onChoose: (index: number) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className={classes.cards} role="group" aria-label={t`Ageing`}>
      {buckets.map((bucket, index) => {
        const label = ageingText(bucket.overdue, i18n);
        const count = i18n._(plural(bucket.invoice.length, { one: '# invoice', other: '# invoices' }));
        return (
          <button
            key={label}
            type="button"
            className={classes.card}
            aria-pressed={index === current}
            onClick={() => {
              onChoose(index);
            }}
            data-testid="ageing-bucket"
          >
            <Text size="xs" c={bucket.overdue.from === null ? 'dimmed' : 'error'} fw={600}>
              {label}
            </Text>
            <Text size="lg" fw={700}>
              <InvoiceAmount minor={bucket.value} currency={currency} />
            </Text>
            <Text size="xs" c="dimmed">
              {count}
            </Text>
          </button>
        );
      })}
    </div>
  );
}
