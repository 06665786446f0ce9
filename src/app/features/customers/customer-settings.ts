import type { Config } from '../../lib/config';

export interface CustomerDialogSettings {
  /** config.custGroupOnCustSelect: show the customer group on each row. */
  showGroup: boolean;
  /** config.features.newCustomerSelectionList (default on): the card list; off, the older radio table. */
  newList: boolean;
}

/** The dialog's host switches; before the config has loaded, the shared config's defaults. */
export function customerDialogSettings(config: Config | undefined): CustomerDialogSettings {
  return {
    showGroup: config?.custGroupOnCustSelect ?? false,
    newList: config?.features.newCustomerSelectionList ?? true,
  };
}
