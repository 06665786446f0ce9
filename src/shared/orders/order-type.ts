// Order types (spec 01 §3 Open order orderType; Consignment document type: code CF, 'Consignment Fill Up').

/** The consignment fill-up order type (spec 01 §3 Consignment document type). */
export const CONSIGNMENT_FILL_UP = 'CF';

/** The names of the order types the portal knows; the ERP's other codes are shown as they are. */
export const ORDER_TYPE_NAMES: Readonly<Record<string, string>> = {
  ZOR: 'Standard Order',
  [CONSIGNMENT_FILL_UP]: 'Consignment Fill Up',
};

/** orderTypeDisplay's text of a type code: 'Consignment Fill Up' for CF, else the type's name or its code. */
export function orderTypeName(code: string): string {
  return ORDER_TYPE_NAMES[code] ?? code;
}
