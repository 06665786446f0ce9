// The open-order export (spec 01 §1 "an Excel export of open orders"; §8 OE1): shared by the server, which logs and
// answers the failure, and the page, which logs and shows it.

/** The spec's text of a failed export (spec 01 §8 OE1), logged on both sides and shown to the user. */
export const OPEN_ORDER_EXPORT_FAILURE = 'Something went wrong (OE1).';

/** How long a report's download link works after the export was asked for (docs/decisions.md "Open-order export"). */
export const REPORT_LIFETIME_MINUTES = 60;

/** The report kind of the open-order export (reports.kind). */
export const OPEN_ORDERS_REPORT = 'open-orders';
