import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { creditWidgetState, type CreditWidgetState } from '../../../shared/credit/credit-widget';
import { openToBuy } from '../../../shared/credit/open-to-buy';
import { OPEN_TO_BUY_HOSTNAMES } from '../../../shared/credit/open-to-buy-hosts';
import { configQuery } from '../../lib/config';
import { creditWidgetQuery } from './api/credit.queries';

// The company the user picked in the widget, for this tab (kept across reloads while it is still listed).
const SELECTED_KEY = 'portal.credit.selected-company';

function storedSelection(): string | null {
  try {
    return sessionStorage.getItem(SELECTED_KEY);
  } catch {
    return null;
  }
}

function storeSelection(code: string): void {
  try {
    sessionStorage.setItem(SELECTED_KEY, code);
  } catch {
    // Private mode without storage: the choice lasts until the page reloads.
  }
}

export interface CreditWidgetModel {
  state: CreditWidgetState;
  /** The figure shown as 'balance' / 'open to buy': creditLimit − creditExposure (docs/decisions.md). */
  amount: number | null;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
  select: (code: string) => void;
  /** A company's blocked reason as the API gave it ('' when none). */
  reasonOf: (code: string) => string;
  /** Host config creditStatusBlockedReason: the reasons are shown. */
  showsReasons: boolean;
}

/** The navbar widget's data and state (spec 01 §4 Credit, §6 config switches). */
export function useCreditWidget(hostname: string = location.hostname): CreditWidgetModel {
  const { data: config } = useQuery(configQuery());
  const credit = useQuery(creditWidgetQuery());
  const [selected, setSelected] = useState<string | null>(storedSelection);
  const items = credit.data?.map((item) => ({ ...item, balance: openToBuy(item) }));
  const showsReasons = config?.creditStatusBlockedReason ?? false;
  const state = creditWidgetState(items, {
    hostname,
    openToBuyHostnames: OPEN_TO_BUY_HOSTNAMES,
    selected,
    creditStatusBlockedReason: showsReasons,
    creditStatusUsage: config?.creditStatusUsage ?? false,
  });
  return {
    state,
    amount: state.current ? state.current.balance : null,
    isPending: credit.isPending,
    isError: credit.isError,
    refetch: () => void credit.refetch(),
    reasonOf: (code) => items?.find((item) => item.company.code === code)?.reasonBlocked ?? '',
    showsReasons,
    select: (code) => {
      storeSelection(code);
      setSelected(code);
    },
  };
}
