// What the portal's header holds on a signed-in page (spec 01 §2 "Desktop navbar"; docs/decisions.md, "Layouts").
// The header is the same on every layout: the layouts differ in the announcement band, the content width and the
// breadcrumbs, not in the header's actions. Only the preview button depends on the page (the catalog it previews).

/** The frame's layouts; `bare` pages do not use the frame. */
export type FrameLayout = 'default' | 'v2' | 'v3';

/** The header's actions in their order (spec 01 §2 "Desktop navbar", with the offline state before them). */
export type HeaderAction = 'online' | 'outbox' | 'language' | 'cart' | 'credit' | 'notifications' | 'profile';

export interface HeaderInput {
  layout: FrameLayout;
  /** The path below the locale prefix. */
  path: string;
  /** Scope cart.display-order-qty. */
  mayUseCart: boolean;
  /** The credit widget's rule (credit-status.read and invoice-status.read, with an active customer). */
  mayShowCredit: boolean;
  /** The host allows the preview pages and the user may open the catalog (`previewAllowed` in ./shell). */
  previewAllowed: boolean;
  /** The customer chip: scope menu.change-cust and the route table does not hide it (routes.ts). */
  customerChipAllowed: boolean;
}

export interface HeaderContents {
  /** Tablet and desktop bar, in this order. */
  actions: HeaderAction[];
  /**
   * Phone header, in the same order: the language and the profile are in the navigation drawer there, and the credit
   * sits in the second row beside the customer it belongs to.
   */
  phoneActions: HeaderAction[];
  /** The preview-pages button: catalog pages only. */
  preview: boolean;
  customerChip: boolean;
  /**
   * The phone header's second row: the customer chip, the credit widget and the preview button, whichever of them
   * the page has (the credit on every page where the widget shows, not only beside a chip).
   */
  phoneSecondRow: boolean;
  /** The catalog's own controls (toggle, categories, search) in a sub-bar under the header: catalog pages only. */
  catalogBar: boolean;
}

/** A catalog page: the V3 layout, or any path under /catalog. */
export function isCatalogPage(layout: FrameLayout, path: string): boolean {
  return layout === 'v3' || path === '/catalog' || path.startsWith('/catalog/');
}

/** The header of a page: the same actions on every layout, the preview and the catalog bar on catalog pages only. */
export function headerOf(input: HeaderInput): HeaderContents {
  const catalog = isCatalogPage(input.layout, input.path);
  const actions: HeaderAction[] = ['online', 'outbox', 'language'];
  if (input.mayUseCart) actions.push('cart');
  if (input.mayShowCredit) actions.push('credit');
  actions.push('notifications', 'profile');
  const preview = catalog && input.previewAllowed;
  return {
    actions,
    phoneActions: actions.filter((action) => action !== 'language' && action !== 'credit' && action !== 'profile'),
    preview,
    customerChip: input.customerChipAllowed,
    phoneSecondRow: input.customerChipAllowed || input.mayShowCredit || preview,
    catalogBar: catalog,
  };
}
