/**
 * The customer dialog's order (spec 01 §2 "Customer selection dialog"): a rep may serve customers of several
 * hosts' sales organisations; the customers of the host the portal is opened on (a customer with an area in one of
 * the host's sorgs) come first, the others after them. Within each part the order given (by name) stays: a stable
 * partition, never a new sort.
 */
export function hostCustomersFirst<T>(
  customers: readonly T[],
  hostSorgs: readonly string[],
  sorgsOf: (customer: T) => readonly string[],
): T[] {
  if (hostSorgs.length === 0) return [...customers];
  const own = new Set(hostSorgs);
  const first: T[] = [];
  const rest: T[] = [];
  for (const customer of customers) {
    (sorgsOf(customer).some((sorg) => own.has(sorg)) ? first : rest).push(customer);
  }
  return [...first, ...rest];
}

/** The host config's sorg as a list (one code today; a comma-separated list names several). */
export function hostSorgsOf(sorg: string | null | undefined): string[] {
  return (sorg ?? '')
    .split(',')
    .map((code) => code.trim())
    .filter((code) => code !== '');
}
