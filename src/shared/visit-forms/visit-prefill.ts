import { unifiedCustomerCode } from './visit-form';

/**
 * The customer a new visit starts with (spec 02 §2, §5 visit form; spec 01 §4 the active customer): when a sales
 * rep acts for a customer and that customer is one of the visit form's customers for the brand, its unified value
 * (`sorg:custCode`); otherwise '' (the rep picks). A customer in several of the brand's sorgs takes the host's
 * sorg first, else the first in the list's order. A draft is never overridden: the caller asks only for a visit
 * that starts empty.
 */
export function prefilledVisitCustomer(
  activeCustCode: string | null | undefined,
  customers: readonly { sorg: string; custCode: string }[],
  hostSorgs: readonly string[] = [],
): string {
  const code = (activeCustCode ?? '').trim();
  if (code === '') return '';
  const matches = customers.filter((customer) => customer.custCode === code);
  const chosen = matches.find((customer) => hostSorgs.includes(customer.sorg)) ?? matches[0];
  return chosen ? unifiedCustomerCode(chosen.sorg, chosen.custCode) : '';
}
