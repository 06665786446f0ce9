// Every table of every module, for the Drizzle client and drizzle-kit.
export * from '../modules/hosts/hosts.tables';
export * from '../modules/users/users.tables';
export * from '../modules/customers/customers.tables';
export * from '../modules/session/session.tables';
export * from '../modules/feedback/feedback.tables';
export * from '../modules/idempotency/idempotency.tables';
export * from '../modules/uploads/uploads.tables';
export * from '../modules/push/push.tables';
export * from '../modules/password-reset/password-reset.tables';
export * from '../mail/mail.tables';
export * from '../modules/catalog/catalog.tables';
export * from '../modules/orders/orders.tables';
export * from '../modules/cart/cart.tables';
export * from '../modules/visit-forms/visit-forms.tables';
export * from '../modules/reports/reports.tables';
export * from '../modules/invoices/invoices.tables';
