// One root per area, so a cross-area invalidation needs no cross-feature import (STYLE.md §7).
export const queryKeys = {
  config: {
    root: ['config'] as const,
    host: (hostname: string) => ['config', hostname] as const,
  },
  server: {
    root: ['server'] as const,
    status: (hostname: string) => ['server', 'status', hostname] as const,
  },
  session: {
    root: ['session'] as const,
    user: () => ['session', 'user'] as const,
  },
  home: {
    root: ['home'] as const,
    /** A card of the home page (features/home): one query each, kept on the device with the root. */
    card: (name: string, ...args: readonly unknown[]) => ['home', 'card', name, ...args] as const,
  },
  customers: {
    root: ['customers'] as const,
    list: (params: { search: string; page: number; limit: number }) => ['customers', 'list', params] as const,
  },
  banners: {
    root: ['banners'] as const,
    active: () => ['banners', 'active'] as const,
  },
  announcements: {
    root: ['announcements'] as const,
    // 'html': the saved entries hold the sanitised HTML and its text length; a copy saved by an older build under
    // the old key (raw content) is never read as the new shape.
    active: (hostname: string) => ['announcements', 'active-html', hostname] as const,
  },
  profile: {
    root: ['profile'] as const,
    user: () => ['profile', 'user'] as const,
  },
  catalog: {
    root: ['catalog'] as const,
    counts: () => ['catalog', 'counts'] as const,
    bikeCategories: () => ['catalog', 'bike-categories'] as const,
    /** Without `active` the key is a prefix of every active filter's. */
    filter: (category: string, active?: object) =>
      active ? (['catalog', 'filter', category, active] as const) : (['catalog', 'filter', category] as const),
    groups: (source: string, params: object) => ['catalog', 'groups', source, params] as const,
    promotions: (category: string) => ['catalog', 'promotions', category] as const,
    bestSellers: (category: string) => ['catalog', 'best-sellers', category] as const,
    suggestion: (term: string, category: string) => ['catalog', 'suggestion', category, term] as const,
    details: (slug: string) => ['catalog', 'details', slug] as const,
  },
  cart: {
    root: ['cart'] as const,
    content: () => ['cart', 'content'] as const,
    orderHistory: (params: { page: number; limit: number }) => ['cart', 'order-history', params] as const,
    lists: () => ['cart', 'lists'] as const,
    list: (id: string) => ['cart', 'lists', id] as const,
  },
  orders: {
    root: ['orders'] as const,
    list: (filter: object) => ['orders', 'list', filter] as const,
    detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
    open: () => ['orders', 'open'] as const,
    deliveries: (kind: 'shipped' | 'open', from: string, to: string) =>
      ['orders', 'deliveries', kind, from, to] as const,
  },
  // The credit widget and page (features/credit): online only, never persisted.
  credit: {
    root: ['credit'] as const,
    widget: () => ['credit', 'widget'] as const,
    page: () => ['credit', 'page'] as const,
    blockingInvoices: (custCode: string, sorgs: readonly string[]) => ['credit', 'blocking', custCode, sorgs] as const,
  },
  notifications: {
    root: ['notifications'] as const,
    list: () => ['notifications', 'list'] as const,
  },
  // Kept on the device (lib/offline-cache.ts): the visit pages work in stores without signal.
  visitForms: {
    root: ['visit-forms'] as const,
    lists: (brand: string) => ['visit-forms', 'list', brand] as const,
    list: (brand: string, filter: object) => ['visit-forms', 'list', brand, filter] as const,
    detail: (brand: string, id: string) => ['visit-forms', 'detail', brand, id] as const,
    lastVisit: (brand: string, customer: string) => ['visit-forms', 'last-visit', brand, customer] as const,
    referenceLists: (brand: string) => ['visit-forms', 'reference-lists', brand] as const,
    customers: (brand: string, onlyWithVisits: boolean) => ['visit-forms', 'customers', brand, onlyWithVisits] as const,
    // A root of its own: photos are Blobs, held in memory only (not persisted with the area's answers).
    photo: (url: string) => ['visit-form-photos', url] as const,
  },
  // Pre-delivery inspections (features/pdi): kept on the device (lib/offline-cache.ts), recorded offline too.
  pdi: {
    root: ['pdi'] as const,
    lists: () => ['pdi', 'list'] as const,
    list: (filter: object) => ['pdi', 'list', filter] as const,
    detail: (id: string) => ['pdi', 'detail', id] as const,
    checklist: () => ['pdi', 'checklist'] as const,
    frame: (frameNumber: string) => ['pdi', 'frame', frameNumber] as const,
  },
  // Warranty claims (features/claims): kept on the device (lib/offline-cache.ts), the workshop has no signal.
  claims: {
    root: ['claims'] as const,
    reference: () => ['claims', 'reference'] as const,
    lists: () => ['claims', 'list'] as const,
    list: (filter: object) => ['claims', 'list', filter] as const,
    detail: (id: string) => ['claims', 'detail', id] as const,
    customers: (kind: 'sales' | 'all') => ['claims', 'customers', kind] as const,
    formData: (custCode: string) => ['claims', 'form-data', custCode] as const,
    // Online only (not persisted): checks of a frame and article searches are asked while typing.
    frame: (frameNumber: string) => ['claim-checks', 'frame', frameNumber] as const,
    articles: (search: string) => ['claim-checks', 'articles', search] as const,
  },
  // Paying invoices (features/payments): online only, never persisted; payment information is never in a key.
  payments: {
    root: ['payments'] as const,
    invoices: (custCode: string) => ['payments', 'invoices', custCode] as const,
    options: (sorg: string) => ['payments', 'options', sorg] as const,
    requests: (filter: object) => ['payments', 'requests', filter] as const,
    request: (externalId: string) => ['payments', 'request', externalId] as const,
  },
};
