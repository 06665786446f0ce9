import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { formatPhoneForHost, phoneTelHref } from '../../../shared/contact/phone-display';
import { configQuery } from '../../lib/config';

/** A stored phone number formatted by this host's rules (config.telpCode; spec 01 §3 shared form rules). */
export function useHostPhone(phone: string | null | undefined): string {
  const { data: config } = useQuery(configQuery());
  return formatPhoneForHost(phone, config?.telpCode);
}

/**
 * A phone number as the host shows it, as a `tel:` link with the international number (a tap on a phone or tablet
 * calls it). Renders nothing for an empty number; text that is no number is shown as it is, without a link.
 */
export function PhoneLink({ phone, size }: { phone: string | null | undefined; size?: 'xs' | 'sm' | 'md' }) {
  const shown = useHostPhone(phone);
  if (shown === '') return null;
  const href = phoneTelHref(shown);
  if (href === null) return <span>{shown}</span>;
  return (
    <Anchor
      href={href}
      {...(size === undefined ? { inherit: true } : { size })}
      underline="hover"
      // Inside a clickable row (the customer dialog), calling must not also choose the row.
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
      }}
      style={{ whiteSpace: 'nowrap' }}
    >
      {shown}
    </Anchor>
  );
}
