import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, List, Text } from '@mantine/core';
import { useFormat } from '../../../lib/format';
import { TrackingLink } from './tracking-link';

export interface LineTimelineStep {
  kind: string;
  at: string;
  qty: number;
  supplyDate: string | null;
  doNumber: string | null;
  trackingNo: string | null;
  trackingUrl: string | null;
  changed: boolean;
}

/**
 * An order line's timeline (docs/decisions.md "line timeline"): ordered → confirmed (supply date) → delivered (DO,
 * tracking), each step with its day, and a "New since your last visit" badge on what happened after the reader's
 * previous visit of the order.
 */
export function LineTimeline({ steps }: { steps: readonly LineTimelineStep[] }) {
  const { t } = useLingui();
  const format = useFormat();
  if (steps.length === 0) return null;
  return (
    <List size="xs" spacing={2} listStyleType="none" aria-label={t`Timeline`} data-testid="line-timeline">
      {steps.map((step, index) => {
        const day = format.date(step.at);
        const qty = step.qty;
        const supply = step.supplyDate ? format.date(step.supplyDate) : '';
        const doNumber = step.doNumber ?? '';
        return (
          <List.Item key={`${step.kind}-${String(index)}`} data-testid="timeline-step" data-kind={step.kind}>
            <Group gap={6} wrap="wrap">
              <Text span size="xs">
                {step.kind === 'ORDERED' && (
                  <Trans>
                    Ordered {qty} on {day}
                  </Trans>
                )}
                {step.kind === 'CONFIRMED' && (
                  <Trans>
                    Confirmed {qty} for {supply} (on {day})
                  </Trans>
                )}
                {step.kind === 'DELIVERED' && (
                  <Trans>
                    Delivered {qty} with {doNumber} on {day}
                  </Trans>
                )}
              </Text>
              {step.kind === 'DELIVERED' && step.trackingNo && (
                <TrackingLink trackingNo={step.trackingNo} trackingUrl={step.trackingUrl} />
              )}
              {step.changed && (
                <Badge size="xs" variant="light" color="info" data-testid="timeline-changed">
                  <Trans>New since your last visit</Trans>
                </Badge>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
