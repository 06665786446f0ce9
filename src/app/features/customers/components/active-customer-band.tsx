import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userQuery } from '../../../lib/user';
import { customerViewerOf } from '../../../domain/customer/acting-customer';
import classes from './customer-chip.module.css';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';

// The prefix this tab's title carries now, so a new one replaces it instead of stacking.
let appliedPrefix = '';

function withoutPrefix(title: string): string {
  return appliedPrefix !== '' && title.startsWith(appliedPrefix) ? title.slice(appliedPrefix.length) : title;
}

/** The tab title's prefix for the active customer: "{code} {name} · ". */
export function customerTitlePrefix(customer: { code: string; name: string }): string {
  return `${displayCustomerCode(customer.code)} ${customer.name} · `;
}

/**
 * Keeps `prefix` in front of the tab title, whoever sets the title (the shell's per-page titles included): a
 * rep with several tabs sees in each which dealer it orders for.
 */
function useTitlePrefix(prefix: string | null): void {
  useEffect(() => {
    if (prefix === null) return undefined;
    const apply = () => {
      if (document.title.startsWith(prefix)) return;
      const base = withoutPrefix(document.title);
      appliedPrefix = prefix;
      document.title = `${prefix}${base}`;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = withoutPrefix(document.title);
      appliedPrefix = '';
    };
  }, [prefix]);
}

/**
 * A band under the top bar naming the customer the user orders for, and the same in the tab title — for users
 * who switch customers (menu.change-cust) and have one selected. Mount it once in the portal layout, on every
 * page (also where the chip is hidden); no props.
 */
export function ActiveCustomerBand() {
  const { data: user } = useQuery(userQuery());
  const viewer = user ? customerViewerOf(user) : null;
  const customer = viewer?.canSwitch ? viewer.activeCustomer : null;
  useTitlePrefix(customer ? customerTitlePrefix(customer) : null);

  if (!customer) return null;
  const { code, name } = customer;
  return (
    <div className={classes.band} data-testid="active-customer-band">
      <span className={classes.bandName}>
        <Trans>
          Ordering for <strong>{code}</strong> {name}
        </Trans>
      </span>
    </div>
  );
}
