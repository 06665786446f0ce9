import { Anchor, Text } from '@mantine/core';
import { safeTrackingUrl } from '../../../../shared/orders/order-list';

/**
 * A delivery's tracking number: a link in a new tab only for an https URL (spec 01 §3 trackingUrl comes from
 * data), never as HTML; anything else is plain text.
 */
export function TrackingLink({
  trackingNo,
  trackingUrl,
}: {
  trackingNo: string;
  trackingUrl: string | null | undefined;
}) {
  const href = safeTrackingUrl(trackingUrl);
  const label = trackingNo || trackingUrl || '—';
  if (href === null) return <Text size="sm">{trackingNo || '—'}</Text>;
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" data-testid="tracking-link">
      {label}
    </Anchor>
  );
}
