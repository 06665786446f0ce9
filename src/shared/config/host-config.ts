import { z } from 'zod';

/** Image shown behind the login card when a host sets none (spec 01 §3: "a default exists"). */
export const DEFAULT_LOGIN_BACKGROUND = '/images/login-background.svg';

/** Item view quota when a host's config omits it (spec 01 §9: "default 7 (10 when config omits it)"). */
export const ITEM_VIEW_QUOTA_WHEN_OMITTED = 10;

const currencySchema = z.object({
  /** ISO code shown where a symbol does not fit, e.g. 'USD'. */
  display: z.string().min(1).default('USD'),
  symbol: z.string().default('$'),
  thousandSeparator: z.string().max(1).default(','),
  decimalSeparator: z.string().max(1).default('.'),
  decimalPrecision: z.number().int().min(0).max(4).default(2),
});

/**
 * The payment gateways a host may choose (spec 01 §3 Config `paymentGateway`). Only the built-in sandbox exists: no
 * real gateway is reachable from here. An unknown name is refused like any invalid config value, never replaced by
 * the sandbox: a host configured for a real gateway must not quietly take payments that move no money.
 */
export const PAYMENT_GATEWAYS = ['sandbox'] as const;
export type PaymentGatewayId = (typeof PAYMENT_GATEWAYS)[number];

const languageSchema = z.object({ code: z.string().min(2), name: z.string().min(1) });

/**
 * Feature switches per host (spec 01 §6). The spec's two hostname-list features are plain booleans here because
 * the config is already per host: hideNewCustomerInquiry (CUSTOM_URL_TO_HIDE_NEW_INQUIRY) and hidePreviewPage.
 */
const featuresSchema = z.object({
  webManifest: z.boolean().default(false),
  webNotification: z.boolean().default(false),
  newCustomerSelectionList: z.boolean().default(true),
  catalogRedesign: z.boolean().default(false),
  hideCategoryMenu: z.boolean().default(false),
  cartCountTotalQty: z.boolean().default(false),
  hideNewCustomerInquiry: z.boolean().default(false),
  hidePreviewPage: z.boolean().default(false),
  news: z.boolean().default(true),
});

/**
 * The per-host Config object of spec 01 §3, every field, with the spec's defaults. It is served to anyone who
 * knows the public basic-auth pair, so it must never hold anything private.
 */
export const hostConfigSchema = z.object({
  // Identity and look
  sorg: z.string().min(1),
  webTitle: z.string().default('b2b'),
  webLogo: z.string().default('/images/logo.svg'),
  imageLogin: z.string().default('/images/logo.svg'),
  imageNavbar: z.string().default('/images/logo.svg'),
  imageLoginBackground: z.string().default(DEFAULT_LOGIN_BACKGROUND),
  webDescription: z.string().default(''),
  webKeywords: z.string().default(''),
  /** Kept as a field; the app loads no third-party script (CSP script-src 'self'), see docs/decisions.md. */
  googleAnalyticId: z.string().default(''),
  emailSupport: z.string().default(''),
  // Formats
  dateFormat: z.string().default('DD MMM YYYY'),
  timeFormat: z.string().default('HH:mm:ss'),
  currency: currencySchema.prefault({}),
  countryId: z.string().default(''),
  telpCode: z.string().default('+62'),
  // Languages
  languages: z
    .array(languageSchema)
    .min(1)
    .default([{ code: 'en-us', name: 'English' }]),
  // Stock and arrival
  maskStock: z.number().int().min(0).default(0),
  maskNextArrival: z.number().int().min(0).default(0),
  nextArrivalDisplay: z.boolean().default(true),
  nextArrivalMonth: z.number().int().min(0).default(3),
  stockDisplay: z.enum(['cumulative', 'location']).default('cumulative'),
  availableStockCheck: z.boolean().default(false),
  exactQtyCheck: z.boolean().default(false),
  exactQtyCheckout: z.boolean().default(false),
  supplyLocation: z.string().default(''),
  futureConfirmationDisplay: z.boolean().default(false),
  preOrderDisplay: z.boolean().default(false),
  orderTypeDisplay: z.boolean().default(false),
  // Catalog
  itemViewQuota: z.number().int().min(1).default(7),
  modelViewQuota: z.number().int().min(1).default(12),
  catalogDefaultView: z.enum(['group', 'item']).default('group'),
  allowPreviewPage: z.boolean().default(false),
  // Checkout and credit
  canCheckout: z.boolean().default(true),
  creditCheck: z.boolean().default(false),
  creditStatusUsage: z.boolean().default(false),
  creditStatusBlockedReason: z.boolean().default(false),
  orderConfirmation: z.boolean().default(false),
  cartDisclaimer: z.string().default(''),
  /**
   * Place order asks the buyer to confirm an order whose total exceeds this amount, in the currency's major units
   * (5000: $5,000.00); 0 never asks (src/shared/orders/guardrails.ts, docs/decisions.md "Guardrails").
   */
  largeOrderConfirmAmount: z.number().min(0).default(0),
  // Payment
  payment: z.boolean().default(false),
  paymentGateway: z.enum(PAYMENT_GATEWAYS).default('sandbox'),
  invoicePaymentRule: z.enum(['overdue', 'oldest']).default('overdue'),
  allowPartialPayment: z.boolean().default(false),
  /** How many transfer receipts a payer may upload to one payment request (spec 02 §4 "limited to a count"). */
  paymentReceiptLimit: z.number().int().min(0).max(20).default(3),
  // Account
  forgotPassword: z.boolean().default(false),
  allowNewCustomerInquiry: z.boolean().default(false),
  custGroupOnCustSelect: z.boolean().default(false),
  // Claims and third party
  claimNonCode: z.boolean().default(false),
  claimProblemRequired: z.boolean().default(false),
  claimAllowNonCode: z.boolean().default(false),
  claimAllowPAA: z.boolean().default(false),
  checkStock3rdParty: z.boolean().default(false),
  checkPrice3rdParty: z.boolean().default(false),
  // Feature switches
  features: featuresSchema.prefault({}),
});

export type HostConfig = z.infer<typeof hostConfigSchema>;
export type HostConfigInput = z.input<typeof hostConfigSchema>;

/** Normalises a hostname for config lookup (in ./hostname.ts, which the browser loads without zod). */
export { normalizeHostname } from './hostname';
