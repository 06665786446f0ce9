import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { UserModel, CustomerModel } from '../models';
import type { ProductModel, ProductGroupModel, PromotionModel } from '../modules/catalog/catalog.models';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file of a GraphQL multipart request (the spec's multipart form, for online use). */
  File: { input: File; output: never; }
};

/** The r3 and isr codes of the customer a sales user acts for. */
export type ActiveCustCode = {
  __typename?: 'ActiveCustCode';
  isr?: Maybe<Scalars['String']['output']>;
  r3?: Maybe<Scalars['String']['output']>;
};

/**
 * A payment as the payments administration sees it (spec 02 §7): received through the gateway or uploaded by staff
 * for a bank transfer seen outside it. Amounts in minor units of `currency`.
 */
export type AdminPayment = {
  __typename?: 'AdminPayment';
  amount: Scalars['Float']['output'];
  /** The name of the user who approved it; null until approved. */
  approvedBy?: Maybe<Scalars['String']['output']>;
  /** What the staff may do with it now (approve, void, upload or delete docs). */
  canApprove: Scalars['Boolean']['output'];
  canVoid: Scalars['Boolean']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** The customer who owes it. */
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  /** The proofs of payment uploaded by staff. */
  docs: Array<PaymentDoc>;
  /** The payment request it pays (module INVOICE); null for an order payment. */
  externalId?: Maybe<Scalars['String']['output']>;
  /** 'Sandbox — no money moves' when the sandbox gateway took it, else ''. */
  gatewayLabel: Scalars['String']['output'];
  /** The gateway's reference of the charge; null for an uploaded payment. */
  gatewayRef?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  module: PaymentModule;
  /** The order it pays (module ORDER); null for an invoice payment. */
  orderNumber?: Maybe<Scalars['String']['output']>;
  sorg: Scalars['String']['output'];
  status: PaymentStatus;
};

/** A page of payments, newest first. */
export type AdminPaymentPage = {
  __typename?: 'AdminPaymentPage';
  info: PageInfo;
  items: Array<AdminPayment>;
};

/** The answer of the payments administration's changes: the payment as it is now, or userErrors and nothing changed. */
export type AdminPaymentResult = {
  __typename?: 'AdminPaymentResult';
  message: MutationMessage;
  payment?: Maybe<AdminPayment>;
  userErrors: Array<UserError>;
};

/** An ageing bucket of open invoices: value is the sum of their accountingAmount (credit notes subtract). */
export type AgeingBucket = {
  __typename?: 'AgeingBucket';
  invoice: Array<Invoice>;
  overdue: AgeingRange;
  value: Scalars['Float']['output'];
};

/** Days overdue, both ends inclusive; null is an open end (from null: not due yet; to null: and older). */
export type AgeingRange = {
  __typename?: 'AgeingRange';
  from?: Maybe<Scalars['Int']['output']>;
  to?: Maybe<Scalars['Int']['output']>;
};

/** One flag of productAnalyzesV3: whether it holds and why. */
export type AnalyzeFlag = {
  __typename?: 'AnalyzeFlag';
  description: Scalars['String']['output'];
  status: Scalars['Boolean']['output'];
};

/** An article code and how it is shown (articleDisplays). */
export type ArticleDisplay = {
  __typename?: 'ArticleDisplay';
  articleCode: Scalars['String']['output'];
  articleCodeDisplay: Scalars['String']['output'];
  name: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
};

/** A page of article displays. */
export type ArticleDisplayPage = {
  __typename?: 'ArticleDisplayPage';
  info: PageInfo;
  items: Array<ArticleDisplay>;
};

/** Average days from invoice day to clearing day, weighted by amount, per sorg and year (spec 01 §3). */
export type AveragePaymentDays = {
  __typename?: 'AveragePaymentDays';
  days: Scalars['Int']['output'];
  sorg: Scalars['String']['output'];
  year: Scalars['Int']['output'];
};

/** A promotional banner shown to a user; the image is served at GET /api/bnrs/image/{bannerFile}. */
export type Banner = {
  __typename?: 'Banner';
  /** The image file name, relative to /api/bnrs/image/. */
  bannerFile: Scalars['String']['output'];
  /** The banner's id. */
  id: Scalars['ID']['output'];
  /** Where a click on the banner leads, or null when it leads nowhere. */
  link?: Maybe<Scalars['String']['output']>;
};

/** A bike category of the category menu: its label and the merchandise categories it stands for. */
export type BikeCategory = {
  __typename?: 'BikeCategory';
  id: Scalars['ID']['output'];
  /** Sorted merchandise category ids; the menu links to catalog/list with them joined by '+'. */
  mcIds: Array<Scalars['ID']['output']>;
  wording: Scalars['String']['output'];
};

/** A brand. */
export type Brand = {
  __typename?: 'Brand';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Why a product cannot be put in the cart (spec 01 §8 cannot-purchase reasons). */
export type CannotPurchaseCode =
  | 'BLOCKED'
  | 'MAX_QUANTITY'
  | 'NO_PRICE'
  | 'NO_STOCK'
  | 'ORDER_LIMIT_EXCEEDED';

/** A reason the product cannot be bought now, with its English text ('no stock', 'maximum quantity {limit}', ...). */
export type CannotPurchaseReason = {
  __typename?: 'CannotPurchaseReason';
  code: CannotPurchaseCode;
  /** The limit of MAX_QUANTITY and ORDER_LIMIT_EXCEEDED. */
  limit?: Maybe<Scalars['Int']['output']>;
  message: Scalars['String']['output'];
};

/** The active customer's cart (it belongs to the customer: a rep acting for a dealer fills the dealer's cart). */
export type Cart = {
  __typename?: 'Cart';
  groups: Array<CartSorgGroup>;
  lines: Array<CartLine>;
  /** The sum of the quantities. */
  totalQty: Scalars['Int']['output'];
};

/** One line of the cart: a product, its quantity and the price at that quantity (spec 01 §5 discount tiers). */
export type CartLine = {
  __typename?: 'CartLine';
  /** The tier applied, if any. */
  appliedTier?: Maybe<DiscountTier>;
  /** articleCode:sorg. */
  id: Scalars['ID']['output'];
  /** What stops this line from being ordered now (no stock, no price, over the limit); empty when it can be. */
  problems: Array<CannotPurchaseReason>;
  product: Product;
  qty: Scalars['Int']['output'];
  sorg: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
  /** The unit price at this quantity (minor units): the dealer price, or the tier's price when one applies. */
  unitPrice: Scalars['Float']['output'];
  uom: Scalars['String']['output'];
};

/** The outcome for one product of the request, in request order (the fast-order report). */
export type CartLineResult = {
  __typename?: 'CartLineResult';
  articleCode: Scalars['String']['output'];
  /** The limit of MAX_QUANTITY (the most the line may hold) and OVER_QUOTA (what the quota leaves), else null. */
  limit?: Maybe<Scalars['Int']['output']>;
  /** The English text for a refused row. */
  message?: Maybe<Scalars['String']['output']>;
  /** The price the user saw, echoed when it differs from unitPrice (re-priced since). */
  previousUnitPrice?: Maybe<Scalars['Float']['output']>;
  /** The quantity now in the cart. */
  qty: Scalars['Int']['output'];
  sorg: Scalars['String']['output'];
  status: CartLineStatus;
  /** The unit price now (minor units), when the line is in the cart. */
  unitPrice?: Maybe<Scalars['Float']['output']>;
};

/** What became of one product of updateProductsInCart. */
export type CartLineStatus =
  | 'ADDED'
  | 'BLOCKED'
  | 'MAX_QUANTITY'
  | 'NO_PRICE'
  | 'NO_STOCK'
  | 'OVER_QUOTA'
  | 'REMOVED'
  | 'STOCK_EXCEEDED'
  | 'UNKNOWN_CODE'
  | 'UPDATED';

/**
 * A cart saved under a name for the customer (a named list: "Spring restock"), to start a cart from later at that
 * day's prices. Lists belong to the customer: every user acting for it sees them.
 */
export type CartList = {
  __typename?: 'CartList';
  /** ISO 8601 date-time. */
  createdAt: Scalars['String']['output'];
  /** The name of the user who saved it; null when that user no longer exists. */
  createdBy?: Maybe<Scalars['String']['output']>;
  /** The value of the lines at today's prices and tiers, per sorg in that sorg's money format. */
  groups: Array<CartSorgGroup>;
  id: Scalars['ID']['output'];
  /** How many lines (article and sorg) the list holds. */
  lineCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** A list with its lines, priced as the cart prices them today (a line's problems say what would stop it now). */
export type CartListDetail = {
  __typename?: 'CartListDetail';
  content: Cart;
  list: CartList;
};

/** The answer of saveCartAsList and renameCartList. */
export type CartListPayload = {
  __typename?: 'CartListPayload';
  list?: Maybe<CartList>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** The unit price the user saw for a line of the list (minor units), so a different price today is in the changes. */
export type CartListSeenPriceInput = {
  articleCode: Scalars['String']['input'];
  sorg: Scalars['String']['input'];
  unitPrice: Scalars['Float']['input'];
};

/** How startCartFromList fills the cart: REPLACE empties it first, ADD adds the list's quantities to what it holds. */
export type CartListStartMode =
  | 'ADD'
  | 'REPLACE';

/** A quantity of an article to set in the cart (updateProductsInCart). qty 0 removes the line. */
export type CartProductInput = {
  /** Add to the quantity already in the cart instead of setting it (fast order, repeat order). */
  add?: InputMaybe<Scalars['Boolean']['input']>;
  articleCode: Scalars['String']['input'];
  custCode: Scalars['String']['input'];
  qty: Scalars['Int']['input'];
  /** The unit price the user saw (minor units), when the change was made offline: a different price today is reported. */
  seenUnitPrice?: InputMaybe<Scalars['Float']['input']>;
  sorg: Scalars['String']['input'];
  uom?: InputMaybe<Scalars['String']['input']>;
};

/** The lines and total of one sorg (the total is summed per sorg group). */
export type CartSorgGroup = {
  __typename?: 'CartSorgGroup';
  format: MoneyFormat;
  sorg: Scalars['String']['output'];
  sorgName: Scalars['String']['output'];
  total: Scalars['Float']['output'];
  totalQty: Scalars['Int']['output'];
};

/** The cart with the per-sorg configs of its sorgs (cartMerchant). */
export type CartWithConfigs = {
  __typename?: 'CartWithConfigs';
  cart: Cart;
  configs: Array<SorgConfig>;
};

/** The choices of the list filters for a category (spec 01 §7 filter); bike-only keys are empty for PAA. */
export type CatalogFilter = {
  __typename?: 'CatalogFilter';
  brands: Array<FilterOption>;
  categories: Array<FilterOption>;
  frameSizes: Array<FilterOption>;
  models: Array<FilterOption>;
  priceRange?: Maybe<PriceRange>;
  promotions: Array<FilterOption>;
  series: Array<FilterOption>;
  tagCategories: Array<FilterOption>;
  tags: Array<FilterOption>;
  wheelSizes: Array<FilterOption>;
};

/**
 * One chunk of the active customer's catalog for the device's offline copy: its articles with prices and stock,
 * ordered by (updatedAt, id).
 */
export type CatalogSyncPage = {
  __typename?: 'CatalogSyncPage';
  /** The server time the copy is as of ('prices and stock as of {time}'). */
  asOf: Scalars['String']['output'];
  groups: Array<ProductGroup>;
  /** Pass back as `cursor` for the next chunk; null when this was the last. */
  nextCursor?: Maybe<Scalars['String']['output']>;
  products: Array<Product>;
};

/** The answer of changeLanguage. */
export type ChangeLanguagePayload = {
  __typename?: 'ChangeLanguagePayload';
  language?: Maybe<Language>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** One difference between an offline draft and the server now (src/shared/orders draftChanges). */
export type CheckoutChange = {
  __typename?: 'CheckoutChange';
  after?: Maybe<Scalars['String']['output']>;
  articleCode?: Maybe<Scalars['String']['output']>;
  /**
   * Old and new value as text: minor units for PRICE, SHIPMENT and TOTAL, quantities for STOCK, the salesDealNo for
   * TIER (null: dealer price), the version for SHIPTO.
   */
  before?: Maybe<Scalars['String']['output']>;
  /** SHIPTO, REMOVED, PRICE, TIER, STOCK, SHIPMENT or TOTAL. */
  kind: Scalars['String']['output'];
  /** STOCK: the drafted quantity. */
  qty?: Maybe<Scalars['Int']['output']>;
  /** REMOVED: why (a cannot-purchase code, STOCK_EXCEEDED or NOT_SOLD). */
  reason?: Maybe<Scalars['String']['output']>;
  sorg?: Maybe<Scalars['String']['output']>;
};

/**
 * What checkout places (spec 01 §7 checkout(shipto, notes, request_delivery_date, custPoNo, products, shipments,
 * paymentId)).
 */
export type CheckoutInput = {
  custPoNo?: InputMaybe<Scalars['String']['input']>;
  /** The host's cartDisclaimer was shown and acknowledged. */
  disclaimerAccepted?: InputMaybe<Scalars['Boolean']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  paymentId: Scalars['ID']['input'];
  /**
   * With a Credit Card or ACH method (spec 01 §4: payment is immediate): the card or bank account as create payment
   * request V3 takes it, or a saved payment's `id` (or `savedPaymentId`). Each order is charged after it is placed;
   * the values are never stored, logged or answered.
   */
  paymentRequestData?: InputMaybe<PaymentInformationInput>;
  products: Array<CheckoutProductInput>;
  /** YYYY-MM-DD, not in the past. */
  requestDeliveryDate?: InputMaybe<Scalars['String']['input']>;
  savedPaymentId?: InputMaybe<Scalars['ID']['input']>;
  /** True: ship complete (one delivery once every line is confirmed); false or left out: ship as available. */
  shipComplete?: InputMaybe<Scalars['Boolean']['input']>;
  shipments: Array<CheckoutShipmentInput>;
  /** The ship-to address id (shiptoV2) and the version the page showed. */
  shipto: Scalars['ID']['input'];
  shiptoVersion: Scalars['String']['input'];
  snapshot?: InputMaybe<CheckoutSnapshotInput>;
};

/**
 * A line to order (spec 01 §7 checkout products). Prices are the server's; `seenUnitPrice` (minor units) is what the
 * user saw, compared for offline drafts.
 */
export type CheckoutProductInput = {
  articleCode: Scalars['String']['input'];
  qty: Scalars['Int']['input'];
  seenUnitPrice?: InputMaybe<Scalars['Float']['input']>;
  sorg: Scalars['String']['input'];
  uom: Scalars['String']['input'];
};

/** The answer of checkout (spec 01 §7: orders and userErrors). */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  /** For a draft (snapshot given): what differs; nothing was placed when this is not empty. */
  changes: Array<CheckoutChange>;
  message: MutationMessage;
  /** One order per sorg of the products; empty when nothing was placed. */
  orders: Array<Order>;
  userErrors: Array<UserError>;
};

/** The shipment chosen for the order of one sorg (spec 01 §7 checkout shipments); `notes` answers a rate with input. */
export type CheckoutShipmentInput = {
  notes?: InputMaybe<Scalars['String']['input']>;
  rateId: Scalars['ID']['input'];
  sorg: Scalars['String']['input'];
};

/**
 * What the user saw when an order was drafted offline (src/shared/orders DraftSnapshot; docs/decisions.md "Offline
 * order drafts"). When given, the server places nothing unless everything still matches, and answers the changes.
 */
export type CheckoutSnapshotInput = {
  lines: Array<CheckoutSnapshotLineInput>;
  shiptoVersion: Scalars['String']['input'];
  totals: Array<CheckoutSnapshotTotalInput>;
};

/** A drafted line as priced on the device; money in minor units. */
export type CheckoutSnapshotLineInput = {
  articleCode: Scalars['String']['input'];
  availableQty: Scalars['Int']['input'];
  qty: Scalars['Int']['input'];
  sorg: Scalars['String']['input'];
  /** The salesDealNo of the tier applied; null: the dealer price. */
  tier?: InputMaybe<Scalars['String']['input']>;
  unitPrice: Scalars['Float']['input'];
};

/** One drafted order's figures (minor units). */
export type CheckoutSnapshotTotalInput = {
  shipment: Scalars['Float']['input'];
  sorg: Scalars['String']['input'];
  total: Scalars['Float']['input'];
};

/** A warranty claim (spec 02 §3 Claim). */
export type Claim = {
  __typename?: 'Claim';
  additionalDocuments: Array<ClaimAdditionalDocument>;
  articleCode?: Maybe<Scalars['String']['output']>;
  /** The article details as shown: its description, or the words of a non-coded article. */
  articleDescription: Scalars['String']['output'];
  /** JSON object text: frame size, wheel size, colour, model year as filed. */
  bikeAttributes: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  /** Whether the viewer may edit it now (its status allows, the viewer may act for its customer). */
  canEdit: Scalars['Boolean']['output'];
  /** The client's id of the claim (the outbox record id), so a device finds the claim it queued. */
  clientId?: Maybe<Scalars['String']['output']>;
  /** With embed COMMENTS (else empty); internal comments only for internal users. */
  comments: Array<ClaimComment>;
  consumer: ClaimConsumer;
  contactPersonName: Scalars['String']['output'];
  contactPersonPhone: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  creditNoteNo?: Maybe<Scalars['String']['output']>;
  custCode: Scalars['String']['output'];
  /** Upper case (spec 01 §3 Claim customer). */
  custName: Scalars['String']['output'];
  customerNotes: Scalars['String']['output'];
  deliveryOrderNo?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  docs: Array<ClaimDoc>;
  files: Array<ClaimFile>;
  frameNumber?: Maybe<Scalars['String']['output']>;
  frameShippedDelvNo?: Maybe<Scalars['String']['output']>;
  frameShippedTo?: Maybe<Scalars['String']['output']>;
  frameShippedToName?: Maybe<Scalars['String']['output']>;
  /** With embed HISTORIES (else empty). */
  histories: Array<ClaimHistory>;
  id: Scalars['ID']['output'];
  isNotAWarranty: Scalars['Boolean']['output'];
  mcName: Scalars['String']['output'];
  /** The statuses this viewer may move the claim to now. */
  nextStatuses: Array<ClaimStatusChange>;
  nonCode: Scalars['Boolean']['output'];
  pdi?: Maybe<Pdi>;
  problems: Array<ClaimProblem>;
  /** 'bike' or 'paa'. */
  productCategory: Scalars['String']['output'];
  productionCode: Scalars['String']['output'];
  purchaseDate?: Maybe<Scalars['String']['output']>;
  qty: Scalars['Int']['output'];
  reasonRejection: Scalars['String']['output'];
  recallFrames: Array<ClaimRecall>;
  referenceNo: Scalars['String']['output'];
  resolution: Scalars['String']['output'];
  /** True when the frame was shipped to another customer than the claim's (a warning for the staff, not a refusal). */
  shippedToAnotherCustomer: Scalars['Boolean']['output'];
  sorg: Scalars['String']['output'];
  status: ClaimStatus;
  /** True when the frame is reported stolen now. */
  stolenBike: Scalars['Boolean']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** An additional document (Claim.additionalDocuments[id, no, url] and its title): `no` is the slot 1–5. */
export type ClaimAdditionalDocument = {
  __typename?: 'ClaimAdditionalDocument';
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  no: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** The answer of the additional-document mutations. */
export type ClaimAdditionalDocumentPayload = {
  __typename?: 'ClaimAdditionalDocumentPayload';
  additionalDocument?: Maybe<ClaimAdditionalDocument>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** An article a claim can be filed for (claimArticles): a bike's article or a PAA article. */
export type ClaimArticle = {
  __typename?: 'ClaimArticle';
  articleCode: Scalars['String']['output'];
  brandName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  /** The code as shown (spec 01 article code display). */
  displayCode: Scalars['String']['output'];
  mcName: Scalars['String']['output'];
  modelYear?: Maybe<Scalars['Int']['output']>;
  /** 'bike' or 'paa'. */
  productCategory: Scalars['String']['output'];
};

/** A page of claim articles (claimArticlesV2). */
export type ClaimArticlePage = {
  __typename?: 'ClaimArticlePage';
  info: PageInfo;
  items: Array<ClaimArticle>;
};

/** The fields of a bike claim (spec 02 §5 Claim). */
export type ClaimBikeInput = {
  /** The article when no frame number is given (claimNonCode). */
  articleCode?: InputMaybe<Scalars['String']['input']>;
  /** JSON object text. */
  bikeAttributes?: InputMaybe<Scalars['String']['input']>;
  consumer: ClaimConsumerInput;
  contactPersonName: Scalars['String']['input'];
  contactPersonPhone: Scalars['String']['input'];
  custCode: Scalars['String']['input'];
  customerNotes?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  /** Typed or scanned; normalised by the frame-number rule. Omitted only with claimNonCode (no readable frame). */
  frameNumber?: InputMaybe<Scalars['String']['input']>;
  problems: Array<ClaimProblemInput>;
  purchaseDate: Scalars['String']['input'];
};

/** A brand claims are filed for (claimBrandsV2). */
export type ClaimBrand = {
  __typename?: 'ClaimBrand';
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
};

/**
 * What the viewer may do with claims (spec 02 §4 "Claim visibility depends on the claim user's capabilities"; designed:
 * src/shared/claims/claim-rules.ts ClaimCapabilities).
 */
export type ClaimCapabilities = {
  __typename?: 'ClaimCapabilities';
  canChangeStatus: Scalars['Boolean']['output'];
  canCreate: Scalars['Boolean']['output'];
  canCreatePaa: Scalars['Boolean']['output'];
  canEdit: Scalars['Boolean']['output'];
  canSeeAllCustomers: Scalars['Boolean']['output'];
  canSeeInternal: Scalars['Boolean']['output'];
};

/** A comment on a claim (Claim.comments): internal ones reach internal users only. */
export type ClaimComment = {
  __typename?: 'ClaimComment';
  comment: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  internal: Scalars['Boolean']['output'];
};

/** The answer of createClaimComment. */
export type ClaimCommentPayload = {
  __typename?: 'ClaimCommentPayload';
  comment?: Maybe<ClaimComment>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** The consumer who brought the bike or part (Claim.consumer). */
export type ClaimConsumer = {
  __typename?: 'ClaimConsumer';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** The consumer of a claim as typed (phone and e-mail by the shared rules). */
export type ClaimConsumerInput = {
  address: Scalars['String']['input'];
  city: Scalars['String']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
};

/** A customer of the claim list's filter (claimSalesCustomers for sales users, claimCustomers for internal users). */
export type ClaimCustomer = {
  __typename?: 'ClaimCustomer';
  custCode: Scalars['String']['output'];
  /** Shown upper case (spec 01 §3 Claim customer). */
  custName: Scalars['String']['output'];
};

/** A document of a claim as the spec lists it (Claim.docs[docType, url]). */
export type ClaimDoc = {
  __typename?: 'ClaimDoc';
  docType: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Embeddable relations of claimV2. */
export type ClaimEmbed =
  | 'COMMENTS'
  | 'HISTORIES'
  | 'PDI'
  | 'RECALLS';

/** A file of a claim in one of its slots (spec 02 §9: invoice, idCard, photo1–6, video, additionalDoc1–5). */
export type ClaimFile = {
  __typename?: 'ClaimFile';
  contentType: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  size: Scalars['Float']['output'];
  slot: Scalars['String']['output'];
  /** The title of an additional document; '' for the other slots. */
  title: Scalars['String']['output'];
  /** Same origin, needs the session of a user who may see the claim. */
  url: Scalars['String']['output'];
};

/**
 * A file of a claim's create or update: uploadId is an upload sent first through POST /api/uploads (the caller's own,
 * complete, a kind the slot takes), the way the outbox sends; file the same sent inline in a multipart request. On
 * update a slot with neither is emptied; slots not named keep their file.
 */
export type ClaimFileInput = {
  file?: InputMaybe<Scalars['File']['input']>;
  slot: Scalars['String']['input'];
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

/** The claim list's filter (claimsV2/V3). */
export type ClaimFilter = {
  /** Days of filing, YYYY-MM-DD, both or neither, at most 30 days apart ('Date range must not exceed 30 days'). */
  from?: InputMaybe<Scalars['String']['input']>;
  productCategory?: InputMaybe<Scalars['String']['input']>;
  /** A frame number or reference number, or part of one. */
  search?: InputMaybe<Scalars['String']['input']>;
  statusIds?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A frame as the frames service knows it (spec 02 §3 Claim frame fields), keyed by the normalised number. */
export type ClaimFrame = {
  __typename?: 'ClaimFrame';
  articleCode?: Maybe<Scalars['String']['output']>;
  brandName?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  frameNumber: Scalars['String']['output'];
  frameShippedDelvNo?: Maybe<Scalars['String']['output']>;
  /** The customer code the frame was shipped to, and its name. */
  frameShippedTo?: Maybe<Scalars['String']['output']>;
  frameShippedToName?: Maybe<Scalars['String']['output']>;
  mcName?: Maybe<Scalars['String']['output']>;
  modelYear?: Maybe<Scalars['Int']['output']>;
  productionCode: Scalars['String']['output'];
  /** True when it was shipped to another customer than the one filing (a warning, not a refusal). */
  shippedToAnotherCustomer: Scalars['Boolean']['output'];
};

/** A status change of a claim (Claim.histories). */
export type ClaimHistory = {
  __typename?: 'ClaimHistory';
  createdAt: Scalars['String']['output'];
  displayName: Scalars['String']['output'];
  fromStatus?: Maybe<ClaimStatus>;
  id: Scalars['ID']['output'];
  reason: Scalars['String']['output'];
  toStatus: ClaimStatus;
};

/**
 * The fields of a PAA claim (needs claimAllowPAA): an article by code, or with claimAllowNonCode one described in words
 * (the claim article description rule).
 */
export type ClaimPaaInput = {
  articleCode?: InputMaybe<Scalars['String']['input']>;
  consumer: ClaimConsumerInput;
  contactPersonName: Scalars['String']['input'];
  contactPersonPhone: Scalars['String']['input'];
  custCode: Scalars['String']['input'];
  customerNotes?: InputMaybe<Scalars['String']['input']>;
  description: Scalars['String']['input'];
  nonCodeDescription?: InputMaybe<Scalars['String']['input']>;
  problems: Array<ClaimProblemInput>;
  purchaseDate: Scalars['String']['input'];
  qty: Scalars['Int']['input'];
};

/** A page of claims, newest first. */
export type ClaimPage = {
  __typename?: 'ClaimPage';
  info: PageInfo;
  items: Array<Claim>;
};

/** The answer of the claim mutations. */
export type ClaimPayload = {
  __typename?: 'ClaimPayload';
  claim?: Maybe<Claim>;
  message: MutationMessage;
  /**
   * Field problems ('files.N', 'frameNumber', …); CONFLICT when the claim changed since baseVersion (claim is then the
   * server's); FORBIDDEN for a stolen frame, a PAA claim without claimAllowPAA, a transition not permitted;
   * NOT_FOUND for a claim the viewer may not see.
   */
  userErrors: Array<UserError>;
};

/** A problem named on a claim (Claim.problems). */
export type ClaimProblem = {
  __typename?: 'ClaimProblem';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  notes: Scalars['String']['output'];
  part: Scalars['String']['output'];
};

/** A problem named on a claim: from the catalogue (problemId) or described. */
export type ClaimProblemInput = {
  description: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  part: Scalars['String']['input'];
  problemId?: InputMaybe<Scalars['ID']['input']>;
};

/** A problem of the catalogue a claim can name (claimProblems). */
export type ClaimProblemOption = {
  __typename?: 'ClaimProblemOption';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  part: Scalars['String']['output'];
};

/** A recall campaign affecting a frame (claimRecallFrames). */
export type ClaimRecall = {
  __typename?: 'ClaimRecall';
  action: Scalars['String']['output'];
  code: Scalars['String']['output'];
  /** When the recall work was done on this frame; null while it is open. */
  completedAt?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** Embeddable relations of claimRecallFrames. */
export type ClaimRecallEmbed =
  | 'FRAME';

/** What claimRecallFrames answers: the frame's open and done recalls, and with embed FRAME the frame's data. */
export type ClaimRecallFrames = {
  __typename?: 'ClaimRecallFrames';
  frame?: Maybe<ClaimFrame>;
  frameNumber: Scalars['String']['output'];
  recalls: Array<ClaimRecall>;
};

/** A claim status (spec 02 §4): id, description and category (open, decided, closed). */
export type ClaimStatus = {
  __typename?: 'ClaimStatus';
  category: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

/** A status the claim may move to now, for this viewer (the shared transition function over the seeded table). */
export type ClaimStatusChange = {
  __typename?: 'ClaimStatusChange';
  /** The change needs a reason (a rejection: reasonRejection). */
  needsReason: Scalars['Boolean']['output'];
  /**
   * What the change writes: 'credit-note' (a credit note number), 'delivery-order' (a delivery order number),
   * 'not-a-warranty' (isNotAWarranty), or null.
   */
  sideEffect?: Maybe<Scalars['String']['output']>;
  status: ClaimStatus;
};

/** What claimStolenBike answers for a frame. */
export type ClaimStolenBike = {
  __typename?: 'ClaimStolenBike';
  frameNumber: Scalars['String']['output'];
  /** The translated-on-the-client English text to show when stolen, else null. */
  message?: Maybe<Scalars['String']['output']>;
  reportedAt?: Maybe<Scalars['String']['output']>;
  stolen: Scalars['Boolean']['output'];
};

/** A market whose news, sales documents and marketing material a user sees. */
export type ContentTargetMarket = {
  __typename?: 'ContentTargetMarket';
  brand: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  source: Scalars['String']['output'];
};

/** The company whose credit is shown (spec 01 §3 Credit information company {name, code}). */
export type CreditCompany = {
  __typename?: 'CreditCompany';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A customer a company carries credit for. */
export type CreditCustomer = {
  __typename?: 'CreditCustomer';
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
};

/**
 * The credit figures of a company (spec 01 §3 Credit information), minor units of `currency`. reasonBlocked is
 * null or one of limit_exceeded, overdue_over_limit, oldest_ar_blocked, other_company_blocked (or an older text).
 */
export type CreditInformation = {
  __typename?: 'CreditInformation';
  balance: Scalars['Float']['output'];
  company: CreditCompany;
  consignment: Scalars['Float']['output'];
  creditControl: Scalars['String']['output'];
  creditExposure: Scalars['Float']['output'];
  creditLimit: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  openDO: Scalars['Float']['output'];
  openInvoice: Scalars['Float']['output'];
  reasonBlocked?: Maybe<Scalars['String']['output']>;
  sorg: Scalars['String']['output'];
  /**
   * Every sorg of the acting customer whose area belongs to this company (sorg is one of them): checkout's creditCheck
   * sums the orders of these sorgs against the company's credit.
   */
  sorgs: Array<Scalars['String']['output']>;
};

/** A customer's three codes. */
export type CustCode = {
  __typename?: 'CustCode';
  isr?: Maybe<Scalars['String']['output']>;
  r3?: Maybe<Scalars['String']['output']>;
  unified?: Maybe<Scalars['String']['output']>;
};

/** A dealer (customer) the user may act for. */
export type Customer = {
  __typename?: 'Customer';
  custAddress: Scalars['String']['output'];
  /** Areas of the customer; the first one carries the customer group shown in the customer dialog. */
  custAreas: Array<CustomerArea>;
  custCity: Scalars['String']['output'];
  custCode: CustCode;
  custEmail: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  custPhone: Scalars['String']['output'];
  /** The derived id: isr, or r3 when isr is absent (what POST /api/change-cust/{id} takes). */
  id: Scalars['ID']['output'];
};

/** A customer's presence in one sales organisation. */
export type CustomerArea = {
  __typename?: 'CustomerArea';
  accountCurrent: Scalars['String']['output'];
  companyCode?: Maybe<Scalars['String']['output']>;
  companyName?: Maybe<Scalars['String']['output']>;
  creditControl: Scalars['String']['output'];
  creditCusts: Array<CreditCustomer>;
  custCode?: Maybe<Scalars['String']['output']>;
  /** The customer group, or 'N/A' when there is none. */
  custGroup: Scalars['String']['output'];
  includeTax: Scalars['Boolean']['output'];
  merchantConfig: MerchantConfig;
  server: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
  sorgName: Scalars['String']['output'];
};

/** A company with the customers it carries credit for (spec 01 §3 Customer company). */
export type CustomerCompany = {
  __typename?: 'CustomerCompany';
  accountCurrent: Scalars['String']['output'];
  areas: Array<CustomerArea>;
  code: Scalars['String']['output'];
  creditCusts: Array<CreditCustomer>;
  name: Scalars['String']['output'];
};

/** A page of customers. */
export type CustomerPage = {
  __typename?: 'CustomerPage';
  info: PageInfo;
  items: Array<Customer>;
};

/** The dealer's data that prefills a claim (dealerInformation). */
export type DealerInformation = {
  __typename?: 'DealerInformation';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  contactPersonName: Scalars['String']['output'];
  contactPersonPhone: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** The answer of deleteCartList. */
export type DeleteCartListPayload = {
  __typename?: 'DeleteCartListPayload';
  /** The deleted list's id; null when nothing was deleted. */
  id?: Maybe<Scalars['ID']['output']>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** The answer of delete user payment. */
export type DeleteUserPaymentResult = {
  __typename?: 'DeleteUserPaymentResult';
  deleted: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** A delivery order (spec 01 §3 Delivery / shipped order). `deliveryDate` is null while it is open. */
export type Delivery = {
  __typename?: 'Delivery';
  currency: DeliveryCurrency;
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  custPoNo: Scalars['String']['output'];
  deliveryDate?: Maybe<Scalars['String']['output']>;
  detail: Array<DeliveryLine>;
  doNumber: Scalars['String']['output'];
  estimatedDeliveryDate?: Maybe<Scalars['String']['output']>;
  expeditionName: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  /** 'Consignment Fill Up' for CF (spec 01 §3 Consignment document type), else the type's name. */
  orderTypeDisplay: Scalars['String']['output'];
  requestDeliveryDate?: Maybe<Scalars['String']['output']>;
  shipTo: Scalars['String']['output'];
  trackingNo: Scalars['String']['output'];
  /** https only; null when the stored link is not one (spec 01 §3; shown as a link in a new tab). */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** The money format of a delivery (spec 01 §3 keeps the spelling decimalPrecission). */
export type DeliveryCurrency = {
  __typename?: 'DeliveryCurrency';
  currency: Scalars['String']['output'];
  decimalPrecission: Scalars['Int']['output'];
  decimalSeparator: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  thousandSeparator: Scalars['String']['output'];
};

/** Spec 01 §3 Delivery detail lines. */
export type DeliveryLine = {
  __typename?: 'DeliveryLine';
  articleCode: Scalars['String']['output'];
  articleCodeDisplay: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  orderNo: Scalars['String']['output'];
  orderQty: Scalars['Int']['output'];
  orderType: Scalars['String']['output'];
  /** Minor units per unit. */
  price: Scalars['Float']['output'];
};

/** A confirmation of an order line (spec 01 §3 Order details.confirmations). */
export type DeskConfirmationInput = {
  orderLineId: Scalars['ID']['input'];
  /** YYYY-MM-DD. */
  supplyDate: Scalars['String']['input'];
  supplyLocation?: InputMaybe<Scalars['String']['input']>;
  supplyPriority?: InputMaybe<Scalars['Int']['input']>;
  supplyQty: Scalars['Int']['input'];
  supplyShippingPoint?: InputMaybe<Scalars['String']['input']>;
  supplySite?: InputMaybe<Scalars['String']['input']>;
  supplySloc?: InputMaybe<Scalars['String']['input']>;
};

/** A delivery order carrying lines of the order: open until it ships. */
export type DeskDelivery = {
  __typename?: 'DeskDelivery';
  /** The day it shipped; null while open. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  doNumber: Scalars['String']['output'];
  estimatedDeliveryDate?: Maybe<Scalars['String']['output']>;
  expeditionName: Scalars['String']['output'];
  lines: Array<DeskDeliveryLine>;
  trackingNo: Scalars['String']['output'];
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** A quantity of an order line on a delivery. */
export type DeskDeliveryLine = {
  __typename?: 'DeskDeliveryLine';
  orderLineId: Scalars['ID']['output'];
  qty: Scalars['Int']['output'];
};

/** A quantity of a confirmed order line to put on a new delivery. */
export type DeskDeliveryLineInput = {
  orderLineId: Scalars['ID']['input'];
  qty: Scalars['Int']['input'];
};

/** An order as the order desk sees it: any customer's. */
export type DeskOrder = {
  __typename?: 'DeskOrder';
  createdAt: Scalars['String']['output'];
  /** The user who placed it. */
  createdBy: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  decimalPrecision: Scalars['Int']['output'];
  deliveries: Array<DeskDelivery>;
  /** The requested delivery date (YYYY-MM-DD). */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<DeskOrderLine>;
  orderNo: Scalars['String']['output'];
  paymentExpiredAt?: Maybe<Scalars['String']['output']>;
  paymentReceipt?: Maybe<Scalars['String']['output']>;
  /** WAITING, UPLOADED, FAILED, VOIDED or COMPLETED; null when there is nothing to pay (on account). */
  paymentState?: Maybe<Scalars['String']['output']>;
  pendingB2B: Scalars['Boolean']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  sapOrderNo?: Maybe<Scalars['String']['output']>;
  sorg: Scalars['String']['output'];
  /**
   * One of the shared order statuses (PENDING_CONFIRMATION, OPEN, PARTIALLY_CONFIRMED, CONFIRMED, PARTIALLY_SHIPPED,
   * SHIPPED, CANCELLED, REJECTED).
   */
  status: Scalars['String']['output'];
  /** Minor units of currency. */
  totalOrder: Scalars['Float']['output'];
};

/** An order line with its quantities as the desk works them. */
export type DeskOrderLine = {
  __typename?: 'DeskOrderLine';
  articleCode: Scalars['String']['output'];
  confirmations: Array<OrderLineConfirmation>;
  /** Sum of the line's confirmations. */
  confirmedQty: Scalars['Int']['output'];
  /** On deliveries, open or shipped. */
  deliveryQty: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  orderQty: Scalars['Int']['output'];
  /** On shipped deliveries. */
  shippedQty: Scalars['Int']['output'];
  uom: Scalars['String']['output'];
};

/** A page of orders waiting for the desk. */
export type DeskOrderPage = {
  __typename?: 'DeskOrderPage';
  info: PageInfo;
  items: Array<DeskOrder>;
};

/**
 * What the order desk still has to do with an order (spec 02 §2 /admin/order-confirmation; no ERP exists, so the desk
 * stands in for it).
 */
export type DeskStage =
  /** A proof of payment was uploaded and waits for approval. */
  | 'PAYMENT_TO_CHECK'
  /** Waiting as pendingB2B for acceptance or rejection (host config orderConfirmation on). */
  | 'PENDING_B2B'
  /** Accepted, with lines not yet confirmed in full. */
  | 'TO_CONFIRM'
  /** With confirmed quantities that have not all shipped. */
  | 'TO_SHIP';

/**
 * A quantity discount tier (spec 01 §5). `discount` is negative: −5 with type '%' is 5 % off; with type 'fixed' it
 * is an amount per unit in minor units.
 */
export type DiscountTier = {
  __typename?: 'DiscountTier';
  discount: Scalars['Float']['output'];
  qty: Scalars['Int']['output'];
  salesDealNo: Scalars['String']['output'];
  /** '>=' or '<='. */
  term: Scalars['String']['output'];
  /** '%' or 'fixed'. */
  type: Scalars['String']['output'];
  /** The unit price at this tier, in minor units. */
  unitPrice: Scalars['Float']['output'];
  uom: Scalars['String']['output'];
};

/** Machine-readable reasons, kept in step with src/shared/errors/error-codes.ts. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'CUSTOMER_NOT_YOURS'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'MAINTENANCE'
  | 'NOT_FOUND'
  /** Send invoice email: the customer has no e-mail address on file (the address is never shown). */
  | 'NO_EMAIL_ON_FILE'
  /** Checkout: creditCheck refused the order ('Order Failed!'); the message says why. */
  | 'ORDER_FAILED'
  /** Paying: the payment gateway refused the charge (declined, insufficient funds, …); the message says why. */
  | 'PAYMENT_DECLINED'
  /** Paying: this server does not run the host's payment gateway (the sandbox in production without PAYMENTS_SANDBOX). */
  | 'PAYMENT_UNAVAILABLE'
  | 'RATE_LIMITED'
  /** A payer's transfer receipt over the host's paymentReceiptLimit for one payment request (spec 02 §4). */
  | 'RECEIPT_LIMIT_REACHED'
  /** Checkout: the ship-to changed since the page showed it; field = shipto. */
  | 'SHIPTO_CHANGED'
  /** Checkout: a line exceeds the available stock and was removed from the cart; field = the product line. */
  | 'STOCK_EXCEEDED'
  | 'UNAUTHENTICATED';

/** The answer of expireOrderPayments. */
export type ExpirePaymentsResult = {
  __typename?: 'ExpirePaymentsResult';
  message: MutationMessage;
  /** Orders whose waiting payment passed its expiredDate: payment voided, order cancelled where it could be. */
  orderNos: Array<Scalars['String']['output']>;
  userErrors: Array<UserError>;
};

/** One choice of a filter with how many product groups of the category it has. */
export type FilterOption = {
  __typename?: 'FilterOption';
  count: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A store visit (spec 02 §3 "Form visit"). */
export type FormVisit = {
  __typename?: 'FormVisit';
  brand: Scalars['String']['output'];
  brandDisplay: Array<Scalars['String']['output']>;
  brandDisplayDescription?: Maybe<Scalars['String']['output']>;
  /** Null when the rep left the question unanswered. */
  brandDomination?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the viewer may edit and delete it (its author). */
  canEdit: Scalars['Boolean']['output'];
  /** The client's id of the visit (the outbox record id), so a device finds the visit it queued. */
  clientId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** The author's name. */
  createdBy: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  equipment: Array<Scalars['String']['output']>;
  equipmentText?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  notes?: Maybe<Scalars['String']['output']>;
  otherMidrange: Array<Scalars['String']['output']>;
  otherMidrangeDescription?: Maybe<Scalars['String']['output']>;
  otherSeriesList: Array<Scalars['String']['output']>;
  photos: Array<FormVisitPhoto>;
  qtyNonPlgGrp?: Maybe<Scalars['Int']['output']>;
  qtyPlgGrp?: Maybe<Scalars['Int']['output']>;
  seriesBrand: Array<FormVisitSeriesBrand>;
  seriesList: Array<Scalars['String']['output']>;
  sorg: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  updatedBy: Scalars['String']['output'];
  /** Starts at 1 and grows with each update; an update names the version it was based on. */
  version: Scalars['Int']['output'];
};

/** A customer the rep may record visits for (the form's customer picker and the list's filter). */
export type FormVisitCustomer = {
  __typename?: 'FormVisitCustomer';
  city?: Maybe<Scalars['String']['output']>;
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  /** When the rep last recorded a visit there, if ever. */
  lastVisitAt?: Maybe<Scalars['String']['output']>;
  sorg: Scalars['String']['output'];
};

/**
 * The fields of a visit as sent (spec 02 §5): brandDomination only when answered, equipment only when not empty,
 * floor quantities as plgGrp and nonPlgGrp.
 */
export type FormVisitInput = {
  brand: Scalars['String']['input'];
  brandDisplay: Array<Scalars['String']['input']>;
  brandDisplayDescription?: InputMaybe<Scalars['String']['input']>;
  brandDomination?: InputMaybe<Scalars['Boolean']['input']>;
  custCode: Scalars['String']['input'];
  equipment?: InputMaybe<Array<Scalars['String']['input']>>;
  equipmentText?: InputMaybe<Scalars['String']['input']>;
  nonPlgGrp?: InputMaybe<Scalars['Int']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  otherMidrange: Array<Scalars['String']['input']>;
  otherMidrangeDescription?: InputMaybe<Scalars['String']['input']>;
  otherSeriesList: Array<Scalars['String']['input']>;
  plgGrp?: InputMaybe<Scalars['Int']['input']>;
  seriesBrand: Array<FormVisitSeriesBrandInput>;
  seriesList: Array<Scalars['String']['input']>;
};

/** An entry of a visit form's reference lists (brand displays, other midranges, equipment). */
export type FormVisitOption = {
  __typename?: 'FormVisitOption';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A page of visits, newest first. */
export type FormVisitPage = {
  __typename?: 'FormVisitPage';
  info: PageInfo;
  items: Array<FormVisit>;
};

/** The answer of createFormVisit, updateFormVisit and deleteFormVisit. */
export type FormVisitPayload = {
  __typename?: 'FormVisitPayload';
  formVisit?: Maybe<FormVisit>;
  message: MutationMessage;
  /**
   * Problems with a field (its name, or 'photos.N'); CUSTOMER_NOT_YOURS when the rep may no longer act for the
   * customer; CONFLICT when the visit changed since the version the update was based on (formVisit is then the
   * server's version); FORBIDDEN when the user's areas do not open the brand's form, or the visit is another rep's;
   * NOT_FOUND for a visit that does not exist or that the user may not see.
   */
  userErrors: Array<UserError>;
};

/**
 * A photo of a visit, in one of the eleven slots (spec 02 §9): frontShop1-4, displayShop1-4, displayBanner,
 * displayPoster, displayHangtagShimano.
 */
export type FormVisitPhoto = {
  __typename?: 'FormVisitPhoto';
  contentType: Scalars['String']['output'];
  height?: Maybe<Scalars['Int']['output']>;
  size: Scalars['Int']['output'];
  slot: Scalars['String']['output'];
  /** Where the image is served (same origin, needs the session cookie or token of a user who may see the visit). */
  url: Scalars['String']['output'];
  /** Pixel size, read from the image header; null when it could not be read. */
  width?: Maybe<Scalars['Int']['output']>;
};

/**
 * A photo slot of a create or update. uploadId is an upload sent first through POST /api/uploads (the caller's own,
 * complete, an image), the way the outbox sends; file is the same photo sent inline in a multipart request. Neither
 * removes the slot's photo (update only). Slots not named keep their photo on update.
 */
export type FormVisitPhotoInput = {
  file?: InputMaybe<Scalars['File']['input']>;
  slot: Scalars['String']['input'];
  uploadId?: InputMaybe<Scalars['ID']['input']>;
};

/** A series of a brand, for the series list and series per brand. */
export type FormVisitSeries = {
  __typename?: 'FormVisitSeries';
  brand: Scalars['String']['output'];
  series: Scalars['String']['output'];
};

/** A series picked for one brand. */
export type FormVisitSeriesBrand = {
  __typename?: 'FormVisitSeriesBrand';
  brand: Scalars['String']['output'];
  series: Scalars['String']['output'];
};

/** A series picked for one brand (from formVisitSeries). */
export type FormVisitSeriesBrandInput = {
  brand: Scalars['String']['input'];
  series: Scalars['String']['input'];
};

/** The freight allowance of a warehouse area (spec 01 §7 cartFreightBenefits). */
export type FreightBenefit = {
  __typename?: 'FreightBenefit';
  /** The freight allowance in percent of the order's freight. */
  discountAmount: Scalars['Float']['output'];
  /** The area of the customer's default ship-to. */
  isHomeWarehouse: Scalars['Boolean']['output'];
  /** Bikes to order from the area for the allowance. */
  targetQty: Scalars['Int']['output'];
  warehouseArea: Scalars['String']['output'];
};

/** A group of roles given to a user at once. */
export type GroupRole = {
  __typename?: 'GroupRole';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/**
 * An invoice or one installment of it (spec 01 §3 Invoice). Amounts are minor units of `currency`; days are
 * YYYY-MM-DD. `overdue` is the days from dueDate to the host's today: negative means overdue, 0 due today.
 * Installments share invoiceNo and differ by assignment; a credit note has a negative accountingAmount.
 */
export type Invoice = {
  __typename?: 'Invoice';
  accountingAmount: Scalars['Float']['output'];
  accountingNo: Scalars['String']['output'];
  assignment: Scalars['String']['output'];
  clearingDate?: Maybe<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  detailNotes: Scalars['String']['output'];
  discount: Scalars['Float']['output'];
  doNo: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  earlyPaymentDiscount: Scalars['Float']['output'];
  expeditionName: Scalars['String']['output'];
  expeditionTracking: Scalars['String']['output'];
  fiscalYear: Scalars['Int']['output'];
  freightAllowance: Scalars['Float']['output'];
  grandTotal: Scalars['Float']['output'];
  id: Scalars['Int']['output'];
  installment: Scalars['Int']['output'];
  invoiceDate: Scalars['String']['output'];
  invoiceNo: Scalars['String']['output'];
  lineItem: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  overdue: Scalars['Int']['output'];
  payerCode: Scalars['String']['output'];
  payerName: Scalars['String']['output'];
  paymentDiscount: Scalars['Float']['output'];
  recycleFee: Scalars['Float']['output'];
  shippingCost: Scalars['Float']['output'];
  sorg: Scalars['String']['output'];
  /** '' or Open (selectable), Waiting For Payment, Pending Payment, Paid. */
  status: Scalars['String']['output'];
  surcharges: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  terms: Scalars['String']['output'];
};

/** An invoice with all its installments and its detail lines. */
export type InvoiceDetail = {
  __typename?: 'InvoiceDetail';
  installments: Array<Invoice>;
  invoiceNo: Scalars['String']['output'];
  lines: Array<InvoiceLine>;
  sorg: Scalars['String']['output'];
};

/** A detail line of an invoice (spec 01 §3 Invoice detail lines); price and subTotal in minor units. */
export type InvoiceLine = {
  __typename?: 'InvoiceLine';
  articleCode: Scalars['String']['output'];
  articleCodeDisplay: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  name: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  qty: Scalars['Int']['output'];
  subTotal: Scalars['Float']['output'];
  uom: Scalars['String']['output'];
};

/** A language a user can choose; the id is a locale prefix such as 'en-us' or 'de'. */
export type Language = {
  __typename?: 'Language';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A merchandise category. */
export type MerchandiseCategory = {
  __typename?: 'MerchandiseCategory';
  category: ProductCategory;
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Settings of a payment merchant for a customer area. */
export type MerchantConfig = {
  __typename?: 'MerchantConfig';
  allowPayInvoice: Scalars['Boolean']['output'];
};

/** The outcome of a mutation. */
export type MessageStatus =
  | 'FAILED'
  | 'SUCCESS';

/** How amounts of one currency are written (each price carries its own; spec 01 §3 Price). */
export type MoneyFormat = {
  __typename?: 'MoneyFormat';
  currency: Scalars['String']['output'];
  decimalPrecision: Scalars['Int']['output'];
  decimalSeparator: Scalars['String']['output'];
  symbol: Scalars['String']['output'];
  thousandSeparator: Scalars['String']['output'];
};

/** Writes. Each module extends it with its own fields. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Accepts a pendingB2B order: it becomes OPEN and gets its sap_order_no (the one given, or one made from the order). */
  acceptOrder: OrderDeskResult;
  /** Approves an order's payment (a proof was uploaded, or the transfer arrived): COMPLETED, with a receipt number. */
  approveOrderPayment: OrderDeskResult;
  /**
   * Approves a pending payment: it becomes complete; the invoices it pays are Paid with today's clearingDate, or the
   * order's payment COMPLETED.
   */
  approvePayment: AdminPaymentResult;
  /** Sets the user's language (a locale prefix offered by the host). */
  changeLanguage: ChangeLanguagePayload;
  /**
   * Places the products as one order per sorg at the server's prices (spec 01 §5 Checkout), once per Idempotency-Key.
   * Needs cart.display-order-qty and the host's canCheckout.
   */
  checkout: CheckoutResult;
  /**
   * Adds confirmations (supply quantity, date and place) to lines of an accepted order; never more than ordered. The
   * status follows: every line confirmed in full → CONFIRMED, else PARTIALLY_CONFIRMED.
   */
  confirmOrderLines: OrderDeskResult;
  /** Adds a document to the next free additional-document slot (1–5), with its title. */
  createClaimAdditionalDocument: ClaimAdditionalDocumentPayload;
  /**
   * Files a bike claim. Runs the stolen and recall checks (a stolen frame is refused, FORBIDDEN, nothing stored);
   * clientId makes a replay with another key return the first claim.
   */
  createClaimBike: ClaimPayload;
  /** Comments on a claim (`id` may be the clientId of a queued create); isInternal only for internal users. */
  createClaimComment: ClaimCommentPayload;
  /** Records a PDI (one active per frame). Needs page.pdi. */
  createClaimPDI: PdiPayload;
  /** Files a PAA claim (needs claimAllowPAA). */
  createClaimPaa: ClaimPayload;
  /** Puts confirmed quantities of an order's lines on a new open delivery (doNumber given or made). */
  createDelivery: OrderDeskResult;
  /**
   * Records a visit. Needs page.formvisit and a customer the rep may act for. Sent by the outbox with an
   * Idempotency-Key, so a replay never stores it twice; clientId makes a second key for the same visit return the
   * first one.
   */
  createFormVisit: FormVisitPayload;
  /**
   * Pays whole invoices: every open installment of each invoice number (spec 01 §7 create payment request, by invoice
   * numbers). Needs an Idempotency-Key header.
   */
  createPaymentRequest: PaymentRequestResult;
  /**
   * Pays the installments and credit notes named by their accounting numbers, the page's selection (by accounting
   * numbers). Needs an Idempotency-Key header.
   */
  createPaymentRequestV2: PaymentRequestResult;
  /**
   * Pays the selection with payment information (a card or bank account, or a saved payment), in part when
   * isPartialPayment (then `input.amount` is the part). Needs an Idempotency-Key header.
   */
  createPaymentRequestV3: PaymentRequestResult;
  /** Deletes one of the acting customer's lists. */
  deleteCartList: DeleteCartListPayload;
  /** Removes an additional document. */
  deleteClaimAdditionalDocument: ClaimAdditionalDocumentPayload;
  /** Soft-deletes a PDI (isDeleted). */
  deleteClaimPDI: PdiPayload;
  /**
   * Deletes a visit (its author only; `id` as for updateFormVisit). Deleting one already deleted succeeds. Its photos
   * are no longer served.
   */
  deleteFormVisit: FormVisitPayload;
  /** Deletes a proof of payment of a payment not yet complete. */
  deletePaymentDoc: AdminPaymentResult;
  /** The payer deletes one of their receipts while the request still waits for payment. */
  deletePaymentReceipt: PaymentReceiptResult;
  /** Deletes a payment the user saved (spec 01 §7 delete user payment). */
  deleteUserPayment: DeleteUserPaymentResult;
  /**
   * Voids every payment still WAITING at its expiredDate (now, by the server's clock) and cancels its order where it
   * can be; what a scheduler calls. Idempotent.
   */
  expireOrderPayments: ExpirePaymentsResult;
  /**
   * The active customer's open orders as 'List Open Order - DD-MM-YYYY.xlsx' (spec 01 §1): orders and deliveries, one
   * sheet each. Needs page.order-status and a customer.
   */
  exportOpenOrders: ReportResult;
  /** Marks a waiting payment failed (the desk stands in for the payment gateway until it exists). */
  failOrderPayment: OrderDeskResult;
  /** Marks the user's notifications read (all when no ids are given). */
  markNotificationsRead: Scalars['Boolean']['output'];
  /** Rejects a pendingB2B order with a reason the dealer sees (rejectionReason). */
  rejectOrder: OrderDeskResult;
  /** Renames one of the acting customer's lists (the same name rules). */
  renameCartList: CartListPayload;
  /** Restores a deleted PDI (refused while another PDI of the frame is active). */
  restoreClaimPDI: PdiPayload;
  /**
   * Saves the acting customer's current cart as a list named `name` (trimmed, 1–60 characters, unique per customer
   * whatever the case: 'A list with this name exists already'). At most 50 lists per customer and 500 lines per list.
   */
  saveCartAsList: CartListPayload;
  /**
   * Sends a consumer-voice message (spec 01 §5): required, under the multi-line text rule, line breaks sent as an
   * escaped newline (backslash + n). Needs scope consumer-voice.submit. Sent by the offline outbox with an
   * Idempotency-Key header, so a replay never stores it twice.
   */
  sendCustomerFeedback: SendCustomerFeedbackPayload;
  /**
   * Mails the invoice (all its installments and lines) as a PDF to the acting customer's address on file (spec 01 §7
   * send invoice email (invoiceNumber, sorg)).
   */
  sendInvoiceEmail: SendInvoiceEmailResult;
  /**
   * Sends 'Test notification' / 'Notifications reach this device.' (opening '/') to every push subscription of the
   * caller, to check that web push works end to end. Needs scope page.user-management (administrators) and
   * WEB_NOTIFICATION on the request's host.
   */
  sendTestNotification: SendTestNotificationPayload;
  /**
   * Ships an open delivery: its day, tracking number, https tracking link and carrier. The order's status follows.
   * frameNumbers: the frame numbers of the bikes it carries, in the order of its bike units (at most 500, each once):
   * they are recorded as shipped to the delivery's customer, for claims and PDI.
   */
  shipDelivery: OrderDeskResult;
  /**
   * Sandbox gateway only: the payer's bank transfers the amount to the request's virtual account; the sandbox then sends
   * its signed webhook. Refused on a host whose gateway is not the sandbox.
   */
  simulateTransfer: PaymentRequestResult;
  /**
   * Fills the acting customer's cart from one of its lists through the cart's own add path at today's prices (known
   * code, not blocked, priced, quota, line maximum, stock check), replacing the cart or adding to it, in one
   * transaction. Answers each line's outcome and the change list against the `seen` prices. Send an Idempotency-Key:
   * a replay answers the first outcome instead of adding twice.
   */
  startCartFromList: StartCartFromListPayload;
  /** Tell the user by e-mail (and push, where subscribed) when the article is back in stock. Needs page.catalog. */
  subscribeRestockedNotification: RestockNotificationPayload;
  /** Stop telling the user about the article. */
  unsubscribeRestockedNotification: RestockNotificationPayload;
  /** Edits a bike claim in an editable status; `id` may be the clientId of the caller's queued create. */
  updateClaimBike: ClaimPayload;
  /** Changes a PDI; `id` may be the clientId of the caller's queued create. */
  updateClaimPDI: PdiPayload;
  /** Edits a PAA claim with files sent inline (multipart) only. */
  updateClaimPaa: ClaimPayload;
  /** Edits a PAA claim; files by upload id or inline (the outbox's version). */
  updateClaimPaaV2: ClaimPayload;
  /**
   * Moves a claim to a permitted status, with the reason when the change needs one; writes the history and tells the
   * claim's dealer users.
   */
  updateClaimStatus: ClaimPayload;
  /**
   * Changes a visit (its author only). `id` is the visit's id, or the clientId of a visit the caller created (an update
   * queued offline behind its own create). baseVersion is the version the edit started from: when the server's is
   * another, nothing changes and the answer is CONFLICT with the server's visit. Photo slots not named keep their
   * photo; a slot with an upload or file takes it; a slot with neither is emptied.
   */
  updateFormVisit: FormVisitPayload;
  /**
   * Sets (or with `add`, adds to) quantities in the active customer's cart, at most 75 products per call. Each row is
   * checked: known code, not blocked, priced, within the quota and the line maximum, and, with availableStockCheck,
   * within the available stock ('Your order exceeds the available stock. We removed your order, please update.').
   * Sent by the offline outbox with an Idempotency-Key.
   */
  updateProductsInCart: UpdateProductsInCartPayload;
  /** Changes the signed-in user's own profile. Needs scope profile.update. */
  updateProfileUser: UpdateProfileUserPayload;
  /**
   * Imports stock and next arrivals (admins, page.catalog-analyze). Articles that come back in stock notify their
   * subscribers, once.
   */
  updateStock: UpdateStockPayload;
  /**
   * Changes a user (spec 02 §7). A user with profile.update may change their own account's self-service fields
   * (another id, or an administration field, is refused as a userError); user administration (page.user-management)
   * may change any user, replace its areas and generate a new password.
   */
  updateUser: UpdateUserPayload;
  /**
   * Records a payment received outside the gateway, with its proof, as pending until approved (spec 02 §7 upload
   * payment).
   */
  uploadPayment: AdminPaymentResult;
  /** Adds a proof of payment to a payment (`uploadId`: a complete upload). */
  uploadPaymentDoc: AdminPaymentResult;
  /**
   * The payer adds a transfer receipt to their payment request that waits for payment; at most the host's
   * paymentReceiptLimit receipts per request (spec 02 §4). `uploadId`: a complete upload.
   */
  uploadPaymentReceipt: PaymentReceiptResult;
  /** Voids an order's waiting, uploaded or failed payment. */
  voidOrderPayment: OrderDeskResult;
  /**
   * Voids the payment of an order (spec 02 §7 void payment (orderNumber)): Step 6's order payment VOIDED and its
   * pending payments void.
   */
  voidPayment: AdminPaymentResult;
  /**
   * Voids the payer's live request in the merchant (spec 01 §7 void payment request(payerCode, merchant)); its invoices
   * return to Open.
   */
  voidPaymentRequest: VoidPaymentRequestResult;
};


/** Writes. Each module extends it with its own fields. */
export type MutationAcceptOrderArgs = {
  orderNo: Scalars['String']['input'];
  sapOrderNo?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationApproveOrderPaymentArgs = {
  orderNo: Scalars['String']['input'];
  paymentReceipt?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationApprovePaymentArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationChangeLanguageArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationConfirmOrderLinesArgs = {
  confirmations: Array<DeskConfirmationInput>;
  expectedDeliveryDate?: InputMaybe<Scalars['String']['input']>;
  orderNo: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateClaimAdditionalDocumentArgs = {
  additionalDocument: ClaimFileInput;
  claimId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateClaimBikeArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<ClaimFileInput>>;
  input: ClaimBikeInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateClaimCommentArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  comment: Scalars['String']['input'];
  id: Scalars['ID']['input'];
  isInternal?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateClaimPdiArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  input: PdiInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateClaimPaaArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  files?: InputMaybe<Array<ClaimFileInput>>;
  input: ClaimPaaInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateDeliveryArgs = {
  doNumber?: InputMaybe<Scalars['String']['input']>;
  estimatedDeliveryDate: Scalars['String']['input'];
  lines: Array<DeskDeliveryLineInput>;
  orderNo: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreateFormVisitArgs = {
  clientId?: InputMaybe<Scalars['String']['input']>;
  input: FormVisitInput;
  photos?: InputMaybe<Array<FormVisitPhotoInput>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreatePaymentRequestArgs = {
  input: PaymentRequestInput;
  invoiceNumbers: Array<Scalars['String']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreatePaymentRequestV2Args = {
  accountingNumbers: Array<Scalars['String']['input']>;
  input: PaymentRequestInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationCreatePaymentRequestV3Args = {
  accountingNumbers: Array<Scalars['String']['input']>;
  extRefData?: InputMaybe<Scalars['String']['input']>;
  input: PaymentRequestInput;
  isPartialPayment: Scalars['Boolean']['input'];
  paymentRequestData?: InputMaybe<PaymentInformationInput>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeleteCartListArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeleteClaimAdditionalDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeleteClaimPdiArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeleteFormVisitArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeletePaymentDocArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeletePaymentReceiptArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationDeleteUserPaymentArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationFailOrderPaymentArgs = {
  orderNo: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationMarkNotificationsReadArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationRejectOrderArgs = {
  orderNo: Scalars['String']['input'];
  reason: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationRenameCartListArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationRestoreClaimPdiArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationSaveCartAsListArgs = {
  name: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationSendCustomerFeedbackArgs = {
  message: Scalars['String']['input'];
  photoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationSendInvoiceEmailArgs = {
  invoiceNumber: Scalars['String']['input'];
  sorg: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationShipDeliveryArgs = {
  deliveryDate: Scalars['String']['input'];
  doNumber: Scalars['String']['input'];
  expeditionName?: InputMaybe<Scalars['String']['input']>;
  frameNumbers?: InputMaybe<Array<Scalars['String']['input']>>;
  trackingNo?: InputMaybe<Scalars['String']['input']>;
  trackingUrl?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationSimulateTransferArgs = {
  externalId: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationStartCartFromListArgs = {
  id: Scalars['ID']['input'];
  mode: CartListStartMode;
  seen?: InputMaybe<Array<CartListSeenPriceInput>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationSubscribeRestockedNotificationArgs = {
  articleCode: Scalars['String']['input'];
  sorg: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationUnsubscribeRestockedNotificationArgs = {
  articleCode: Scalars['String']['input'];
  sorg: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateClaimBikeArgs = {
  baseVersion: Scalars['Int']['input'];
  files?: InputMaybe<Array<ClaimFileInput>>;
  id: Scalars['ID']['input'];
  input: ClaimBikeInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateClaimPdiArgs = {
  baseVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: PdiInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateClaimPaaArgs = {
  baseVersion: Scalars['Int']['input'];
  files?: InputMaybe<Array<ClaimFileInput>>;
  id: Scalars['ID']['input'];
  input: ClaimPaaInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateClaimPaaV2Args = {
  baseVersion: Scalars['Int']['input'];
  files?: InputMaybe<Array<ClaimFileInput>>;
  id: Scalars['ID']['input'];
  input: ClaimPaaInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateClaimStatusArgs = {
  creditNoteNo?: InputMaybe<Scalars['String']['input']>;
  deliveryOrderNo?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  newStatus: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  resolution?: InputMaybe<Scalars['String']['input']>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateFormVisitArgs = {
  baseVersion: Scalars['Int']['input'];
  id: Scalars['ID']['input'];
  input: FormVisitInput;
  photos?: InputMaybe<Array<FormVisitPhotoInput>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateProductsInCartArgs = {
  products: Array<CartProductInput>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateProfileUserArgs = {
  user: UpdateProfileUserInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateStockArgs = {
  input: Array<StockUpdateInput>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateUserArgs = {
  generatePassword?: InputMaybe<Scalars['Boolean']['input']>;
  id: Scalars['ID']['input'];
  user: UpdateUserInput;
  userAreas?: InputMaybe<Array<UserAreaInput>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUploadPaymentArgs = {
  input: UploadPaymentInput;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUploadPaymentDocArgs = {
  paymentId: Scalars['ID']['input'];
  uploadId: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationUploadPaymentReceiptArgs = {
  externalId: Scalars['String']['input'];
  uploadId: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationVoidOrderPaymentArgs = {
  orderNo: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationVoidPaymentArgs = {
  orderNumber: Scalars['String']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationVoidPaymentRequestArgs = {
  merchant: Scalars['String']['input'];
  payerCode: Scalars['String']['input'];
};

/** Whether a mutation succeeded, in the shape the spec's clients read (`message {status, description}`). */
export type MutationMessage = {
  __typename?: 'MutationMessage';
  /** A short text for the user, in English; clients translate by `userErrors.code` where they can. */
  description: Scalars['String']['output'];
  /** SUCCESS or FAILED. */
  status: MessageStatus;
};

/**
 * The open invoices of one company (spec 01 §3 Open invoice result), in the buckets not due, 1–30, 31–60, 61–90
 * and over 90 days overdue; invoices under a live payment request are listed apart.
 */
export type OpenInvoiceCompany = {
  __typename?: 'OpenInvoiceCompany';
  /** The optional amount columns to show (spec 01 §3 Price component of module 'invoice'), e.g. recycleFee. */
  additionalDisplays: Array<Scalars['String']['output']>;
  companyCode: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  customerAgeing: Array<AgeingBucket>;
  pendingPayment: Array<Invoice>;
  sorg: Scalars['String']['output'];
  waitingForPayment: Array<Invoice>;
};

/** The open orders of one company of the customer (spec 01 §3 Open order). */
export type OpenOrderCompany = {
  __typename?: 'OpenOrderCompany';
  companyCode: Scalars['String']['output'];
  companyName: Scalars['String']['output'];
  /** The open deliveries of the page asked for. */
  deliveries: Array<OpenOrderDelivery>;
  /** How many open deliveries the company has in all. */
  deliveriesTotal: Scalars['Int']['output'];
  /** The open lines of the page asked for (openOrderV4 page and limit). */
  orders: Array<OpenOrderLine>;
  /** How many open lines the company has in all. */
  ordersTotal: Scalars['Int']['output'];
};

/** An open delivery in the open-order view (spec 01 §3 Open order deliveries). */
export type OpenOrderDelivery = {
  __typename?: 'OpenOrderDelivery';
  detail: Array<DeliveryLine>;
  doNumber: Scalars['String']['output'];
  estimatedDeliveryDate?: Maybe<Scalars['String']['output']>;
};

/** A line of an open order (spec 01 §3 Open order, order lines). */
export type OpenOrderLine = {
  __typename?: 'OpenOrderLine';
  articleCode: Scalars['String']['output'];
  articleCodeDisplay: Scalars['String']['output'];
  brand: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  format: MoneyFormat;
  /** Sales staff and administrators only; null for dealers. */
  internalNotes?: Maybe<Scalars['String']['output']>;
  modelYear: Scalars['String']['output'];
  name: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  orderNumber: Scalars['String']['output'];
  orderType: Scalars['String']['output'];
  orderTypeDisplay: Scalars['String']['output'];
  poNumber: Scalars['String']['output'];
  price: Scalars['Float']['output'];
  productCategory: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  requestDeliveryDate?: Maybe<Scalars['String']['output']>;
  shipTo: Scalars['String']['output'];
  shipToAddress: Scalars['String']['output'];
  soNumber: Scalars['String']['output'];
  status: Scalars['String']['output'];
  subTotal: Scalars['Float']['output'];
  uom: Scalars['String']['output'];
};

/** An order of a customer in one sorg (spec 01 §3 Order). */
export type Order = {
  __typename?: 'Order';
  createdAt: Scalars['String']['output'];
  /** The user who placed it ("placed by {user} for {customer}"). */
  createdBy: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custPoNo: Scalars['String']['output'];
  customer: Scalars['String']['output'];
  deliveries: Array<Delivery>;
  /** The requested delivery day, YYYY-MM-DD. */
  deliveryDate?: Maybe<Scalars['String']['output']>;
  details: Array<OrderLine>;
  expectedDeliveryDate?: Maybe<Scalars['String']['output']>;
  format: MoneyFormat;
  id: Scalars['ID']['output'];
  /** The reader's visit of this order page before this one (ISO time); null on the first visit and in lists. */
  lastVisitAt?: Maybe<Scalars['String']['output']>;
  /** The sorg's name (spec 01 §3 Order.merchant). */
  merchant: Scalars['String']['output'];
  notes: Scalars['String']['output'];
  orderNo: Scalars['String']['output'];
  orderPayment?: Maybe<OrderPayment>;
  orderShipment?: Maybe<OrderShipment>;
  orderStatus: OrderStatusInfo;
  orderType: Scalars['String']['output'];
  orderTypeDisplay: Scalars['String']['output'];
  rejectionReason?: Maybe<Scalars['String']['output']>;
  /** The ERP's number, given when the order is accepted (null while pendingB2B). */
  sapOrderNo?: Maybe<Scalars['String']['output']>;
  /** True: ship complete (one delivery once every line is confirmed); false: ship as available. */
  shipComplete: Scalars['Boolean']['output'];
  shipTo: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
  /** Minor units of format.currency. */
  totalOrder: Scalars['Float']['output'];
};

/** The answer of every order desk change: the order as it is now, or userErrors saying why nothing changed. */
export type OrderDeskResult = {
  __typename?: 'OrderDeskResult';
  message: MutationMessage;
  order?: Maybe<DeskOrder>;
  userErrors: Array<UserError>;
};

/** A past order of the active customer (spec 01 §3 Order), for repeat order. */
export type OrderHistoryEntry = {
  __typename?: 'OrderHistoryEntry';
  createdAt: Scalars['String']['output'];
  format: MoneyFormat;
  lines: Array<OrderHistoryLine>;
  orderNo: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
  status: Scalars['String']['output'];
  /** Minor units. */
  totalOrder: Scalars['Float']['output'];
};

/** One line of a past order, with the product as the active customer can order it today. */
export type OrderHistoryLine = {
  __typename?: 'OrderHistoryLine';
  articleCode: Scalars['String']['output'];
  description: Scalars['String']['output'];
  orderQty: Scalars['Int']['output'];
  /** The price paid per unit (minor units of the order's currency). */
  price: Scalars['Float']['output'];
  /** The article today, with today's price and stock; null when it is no longer sold to the customer. */
  product?: Maybe<Product>;
  subtotal: Scalars['Float']['output'];
  uom: Scalars['String']['output'];
};

/** A page of past orders. */
export type OrderHistoryPage = {
  __typename?: 'OrderHistoryPage';
  info: PageInfo;
  items: Array<OrderHistoryEntry>;
};

/** A line of an order (spec 01 §3 Order details). Amounts in minor units of the order's currency. */
export type OrderLine = {
  __typename?: 'OrderLine';
  articleCode: Scalars['String']['output'];
  /** The code as shown to users (spec 01 §5 article code display). */
  articleCodeDisplay: Scalars['String']['output'];
  confirmations: Array<OrderLineConfirmation>;
  /** Quantity already delivered (shipped deliveries). */
  deliveredQty: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Confirmed for a date after today (spec 01 §3 preOrderDisplay marks it). */
  isPreOrder: Scalars['Boolean']['output'];
  orderQty: Scalars['Int']['output'];
  price: Scalars['Float']['output'];
  /** The promotion price per unit when a promotion applied; null otherwise. */
  promoPrice?: Maybe<Scalars['Float']['output']>;
  subtotal: Scalars['Float']['output'];
  /**
   * The line's steps, oldest first: ordered, each confirmation (supply date), each shipped delivery (DO, tracking).
   * Null only where an Order is built without its steps (never from the order reads).
   */
  timeline?: Maybe<Array<OrderLineStep>>;
  uom: Scalars['String']['output'];
};

/** How much of an order line is supplied, when and from where (spec 01 §3 Order details.confirmations). */
export type OrderLineConfirmation = {
  __typename?: 'OrderLineConfirmation';
  /** YYYY-MM-DD. */
  supplyDate: Scalars['String']['output'];
  supplyLocation: Scalars['String']['output'];
  supplyPriority: Scalars['Int']['output'];
  supplyQty: Scalars['Int']['output'];
  supplyShippingPoint: Scalars['String']['output'];
  supplySite: Scalars['String']['output'];
  supplySloc: Scalars['String']['output'];
};

/** One step of an order line's timeline (src/shared/orders lineTimeline). */
export type OrderLineStep = {
  __typename?: 'OrderLineStep';
  /** When it happened (ISO time). */
  at: Scalars['String']['output'];
  /** It happened after the reader's last visit of the order page (never on a first visit). */
  changed: Scalars['Boolean']['output'];
  /** DELIVERED: the delivery order number. */
  doNumber?: Maybe<Scalars['String']['output']>;
  /** ORDERED, CONFIRMED or DELIVERED. */
  kind: Scalars['String']['output'];
  qty: Scalars['Int']['output'];
  /** CONFIRMED: the supply day, YYYY-MM-DD. */
  supplyDate?: Maybe<Scalars['String']['output']>;
  trackingNo?: Maybe<Scalars['String']['output']>;
  /** DELIVERED: the tracking link, https only. */
  trackingUrl?: Maybe<Scalars['String']['output']>;
};

/** The /order filters (src/shared/orders orderListFilterSchema). */
export type OrderListFilterInput = {
  from?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orderNo?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  /** complete, pending, failed, void, on processing (spec 01 §4 filter statuses). */
  paymentStatus?: InputMaybe<Scalars['String']['input']>;
  poNumber?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};

/** A page of orders. */
export type OrderPage = {
  __typename?: 'OrderPage';
  info: PageInfo;
  items: Array<Order>;
};

/** Spec 01 §3 Order.orderPayment and §4 payment state flags. */
export type OrderPayment = {
  __typename?: 'OrderPayment';
  /** Minor units; what is to be paid for the order. */
  amount: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  desc: Scalars['String']['output'];
  /** ISO date-time; null when nothing waits for payment. */
  expiredDate?: Maybe<Scalars['String']['output']>;
  instruction: Scalars['String']['output'];
  isPaymentCompleted: Scalars['Boolean']['output'];
  isPaymentFailed: Scalars['Boolean']['output'];
  isPaymentUploaded: Scalars['Boolean']['output'];
  isPaymentVoided: Scalars['Boolean']['output'];
  isPaymentWaiting: Scalars['Boolean']['output'];
  /** Percent of the goods the method took off (paymentDiscount), and the amount it made (minor units). */
  paymentDiscount: Scalars['Float']['output'];
  paymentDiscountAmount: Scalars['Float']['output'];
  paymentDocs: Array<OrderPaymentDoc>;
  paymentReceipt?: Maybe<Scalars['String']['output']>;
  /** WAITING, UPLOADED, FAILED, VOIDED or COMPLETED; null when there is nothing to pay now (on account). */
  paymentStatus?: Maybe<Scalars['String']['output']>;
  type: Scalars['String']['output'];
};

/** A proof of payment of an order (spec 01 §3 paymentDocs). */
export type OrderPaymentDoc = {
  __typename?: 'OrderPaymentDoc';
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  uploadedAt: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

/** Spec 01 §3 Order.orderShipment. */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  /** Minor units. */
  amount: Scalars['Float']['output'];
  curr: Scalars['String']['output'];
  desc: Scalars['String']['output'];
  shipmentNotes: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/**
 * Spec 01 §3 Order.orderStatus: the status id (src/shared/orders ORDER_STATUSES), its English description and
 * whether the order waits for the B2B confirmation (orderConfirmation on).
 */
export type OrderStatusInfo = {
  __typename?: 'OrderStatusInfo';
  description: Scalars['String']['output'];
  id: Scalars['String']['output'];
  pendingB2B: Scalars['Boolean']['output'];
};

/** Where a page sits in a paged list. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** How many items there are over all pages. */
  count: Scalars['Int']['output'];
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** How many pages there are. */
  pageTotal: Scalars['Int']['output'];
};

/** A file uploaded to a payment or a payment request (a transfer receipt); `url` downloads it with the session. */
export type PaymentDoc = {
  __typename?: 'PaymentDoc';
  createdAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  url: Scalars['String']['output'];
};

/**
 * Payment information as entered (spec 01 §3 Payment information). Either `id` (a saved payment), or a bank account
 * (accountType, routingNumber, accountNumber), or a card (creditCardType, creditCardNumber, expiredMonth, expiredYear,
 * securityCode). Its values are never shown back, logged or stored; `shouldSavePayment` keeps a gateway token and a
 * display form ('Visa •••• 4242') only.
 */
export type PaymentInformationInput = {
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  accountType?: InputMaybe<Scalars['String']['input']>;
  creditCardNumber?: InputMaybe<Scalars['String']['input']>;
  creditCardType?: InputMaybe<Scalars['String']['input']>;
  expiredMonth?: InputMaybe<Scalars['Int']['input']>;
  expiredYear?: InputMaybe<Scalars['Int']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  routingNumber?: InputMaybe<Scalars['String']['input']>;
  securityCode?: InputMaybe<Scalars['String']['input']>;
  shouldSavePayment?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How a payment method is paid (spec 01 §3 paymentMerchants). */
export type PaymentMerchant = {
  __typename?: 'PaymentMerchant';
  extPaymentGatewayId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  instruction: Scalars['String']['output'];
  /** Percent of the goods taken off when paying this way. */
  paymentDiscount: Scalars['Float']['output'];
  /** The payment method's id (checkout's paymentId). */
  paymentId: Scalars['ID']['output'];
};

/** A payment method of a sorg (spec 01 §3 Payment method). */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  desc: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  paymentMerchants: Array<PaymentMerchant>;
  sorg: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/**
 * Which payments a payment belongs to (spec 02 §7 payments by sorg and module): those paying invoices (through a
 * payment request) or those paying an order (Step 6's orders paid before delivery).
 */
export type PaymentModule =
  /** Pays invoices through a payment request. */
  | 'INVOICE'
  /** Pays an order. */
  | 'ORDER';

/** The answer of a payer's receipt upload or delete: the payment request with its receipts, or userErrors. */
export type PaymentReceiptResult = {
  __typename?: 'PaymentReceiptResult';
  message: MutationMessage;
  paymentRequest?: Maybe<PaymentRequest>;
  userErrors: Array<UserError>;
};

/**
 * A payment request (spec 01 §3 Payment request): one payer, one merchant (sorg), one currency; amounts in minor units.
 * A card or ACH payment is charged at once; another method issues a virtual account to transfer to before
 * `expiredDate` (spec 01 §4 "Payment is immediate when the method type includes ACH or Credit Card").
 */
export type PaymentRequest = {
  __typename?: 'PaymentRequest';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  /** ISO 8601 instant after which the request can no longer be paid; null for an immediate payment. */
  expiredDate?: Maybe<Scalars['String']['output']>;
  /** The payer's own reference (extRefData). */
  extRefData: Scalars['String']['output'];
  externalId: Scalars['String']['output'];
  /** 'Sandbox — no money moves' when the host's gateway is the sandbox, else ''. */
  gatewayLabel: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** How to pay the virtual account (the method's instruction); '' for an immediate payment. */
  instruction: Scalars['String']['output'];
  invoices: Array<PaymentRequestInvoice>;
  isPartialPayment: Scalars['Boolean']['output'];
  /** The merchant: the sorg the invoices belong to. */
  merchant: Scalars['String']['output'];
  /** The payment method's type, e.g. 'Credit Card', 'ACH', 'Bank Transfer'. */
  method: Scalars['String']['output'];
  payerCode: Scalars['String']['output'];
  payerName: Scalars['String']['output'];
  paymentStatus: PaymentStatus;
  /** The payer's transfer receipts (at most the host's paymentReceiptLimit). */
  receipts: Array<PaymentDoc>;
  virtualAccountNo?: Maybe<Scalars['String']['output']>;
};

/** Which payment requests to list: by status id (complete, pending, failed, void, on_processing, waiting, expired). */
export type PaymentRequestFilterInput = {
  page?: InputMaybe<Scalars['Int']['input']>;
  perPage?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What every version of create payment request carries (spec 01 §7): the amount the page showed (minor units; the
 * server recomputes it from the invoices and refuses a difference), its currency, the payer, the merchant (sorg) and
 * the payment method (`paymentId`, spec 01 §3 Payment method id).
 */
export type PaymentRequestInput = {
  amount: Scalars['Float']['input'];
  currency: Scalars['String']['input'];
  merchant: Scalars['String']['input'];
  payerCode: Scalars['String']['input'];
  payerName: Scalars['String']['input'];
  paymentId: Scalars['ID']['input'];
};

/** An invoice (installment or credit note) a payment request pays, with the amount it pays of it (minor units). */
export type PaymentRequestInvoice = {
  __typename?: 'PaymentRequestInvoice';
  accountingNo: Scalars['String']['output'];
  amount: Scalars['Float']['output'];
  assignment: Scalars['String']['output'];
  dueDate: Scalars['String']['output'];
  invoiceNo: Scalars['String']['output'];
};

/** A page of payment requests, newest first. */
export type PaymentRequestPage = {
  __typename?: 'PaymentRequestPage';
  info: PageInfo;
  items: Array<PaymentRequest>;
};

/** The answer of create payment request: the request, or userErrors and nothing created. */
export type PaymentRequestResult = {
  __typename?: 'PaymentRequestResult';
  paymentRequest?: Maybe<PaymentRequest>;
  userErrors: Array<UserError>;
};

/** A payment status (spec 01 §3 Payment status): complete, pending, failed, void, on_processing, waiting, expired. */
export type PaymentStatus = {
  __typename?: 'PaymentStatus';
  description: Scalars['String']['output'];
  id: Scalars['String']['output'];
};

/** A pre-delivery inspection (spec 02 §3 PDI). */
export type Pdi = {
  __typename?: 'Pdi';
  articleCode?: Maybe<Scalars['String']['output']>;
  brand: Scalars['String']['output'];
  checklist: Array<PdiCheck>;
  clientId?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  createdBy: Scalars['String']['output'];
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
  description: Scalars['String']['output'];
  frameNumber: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDeleted: Scalars['Boolean']['output'];
  mechanic: Scalars['String']['output'];
  merchandise: Scalars['String']['output'];
  model: Scalars['String']['output'];
  modelYear?: Maybe<Scalars['Int']['output']>;
  /** Open recalls of the frame (a warning on the page). */
  recalls: Array<ClaimRecall>;
  series: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  version: Scalars['Int']['output'];
};

/** An answered checklist item of a PDI. */
export type PdiCheck = {
  __typename?: 'PdiCheck';
  checked: Scalars['Boolean']['output'];
  checklist: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  sorting: Scalars['Int']['output'];
};

/** A checklist answer of a PDI's create or update (ids as integers, spec 02 §5). */
export type PdiCheckInput = {
  checked: Scalars['Boolean']['input'];
  id: Scalars['Int']['input'];
};

/** An item of the PDI checklist template (claimPDIChecklist), in sorting order; ids are integers (spec 02 §5). */
export type PdiChecklistItem = {
  __typename?: 'PdiChecklistItem';
  checklist: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['Int']['output'];
  sorting: Scalars['Int']['output'];
};

/** The fields of a PDI. */
export type PdiInput = {
  checklist: Array<PdiCheckInput>;
  custCode: Scalars['String']['input'];
  frameNumber: Scalars['String']['input'];
  mechanic: Scalars['String']['input'];
};

/** A page of PDIs, newest first. */
export type PdiPage = {
  __typename?: 'PdiPage';
  info: PageInfo;
  items: Array<Pdi>;
};

/**
 * The answer of the PDI mutations: CONFLICT on a stale baseVersion or a restore while another PDI of the frame is
 * active.
 */
export type PdiPayload = {
  __typename?: 'PdiPayload';
  message: MutationMessage;
  pdi?: Maybe<Pdi>;
  userErrors: Array<UserError>;
};

/** The price of a product for the active customer (its sorg and customer group). Amounts in minor units. */
export type Price = {
  __typename?: 'Price';
  dealer: Scalars['Float']['output'];
  /** The quantity discount tiers, lowest quantity first. */
  discount: Array<DiscountTier>;
  format: MoneyFormat;
  /** The code of the promotion covering the product, if any. */
  promotion?: Maybe<Scalars['String']['output']>;
  retail: Scalars['Float']['output'];
  retailDisplay: Scalars['Boolean']['output'];
};

/** The optional amount columns a module shows in a sorg (spec 01 §3 Price component). */
export type PriceComponent = {
  __typename?: 'PriceComponent';
  additionalDisplays: Array<Scalars['String']['output']>;
  module: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
};

/** The dealer price range of a category, in minor units. */
export type PriceRange = {
  __typename?: 'PriceRange';
  format?: Maybe<MoneyFormat>;
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
};

/** An orderable article (spec 01 §3 Product) with its price and stock for the active customer. */
export type Product = {
  __typename?: 'Product';
  allowToOrder: Scalars['Boolean']['output'];
  articleCode: Scalars['String']['output'];
  /** The code as shown: codes starting with 'I' or '0' show their last 6 characters. */
  articleCodeDisplay: Scalars['String']['output'];
  brand: Brand;
  brandBlocked: Scalars['Boolean']['output'];
  /** Empty when the product can be ordered. */
  cannotPurchase: Array<CannotPurchaseReason>;
  /** The quantity already in the active customer's cart. */
  cartQty: Scalars['Int']['output'];
  category: ProductCategory;
  categoryBlocked: Scalars['Boolean']['output'];
  color?: Maybe<Scalars['String']['output']>;
  colorHex?: Maybe<Scalars['String']['output']>;
  frameSize?: Maybe<Scalars['String']['output']>;
  /** The id of its product group (the `models` filter; for the device's offline catalog). */
  groupId: Scalars['ID']['output'];
  /** The slug of its product group (the model page). */
  groupSlug: Scalars['String']['output'];
  hierarchyBlocked: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The image of its model in its colour (an immutable URL under /api/images/). */
  image: Scalars['String']['output'];
  /** The most one cart line may hold; null: no limit. */
  maxOrderQty?: Maybe<Scalars['Int']['output']>;
  merchandiseCategory: MerchandiseCategory;
  modelYear?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  oldCode?: Maybe<Scalars['String']['output']>;
  orderBlocked: Scalars['Boolean']['output'];
  /** How many the customer may still order in this period; null: no quota. */
  orderQuota?: Maybe<Scalars['Int']['output']>;
  /** Null when the product has no price for the customer. */
  price?: Maybe<Price>;
  /** The codes of every running promotion covering it (the `promotions` filter); `price.promotion` is the first. */
  promotionCodes: Array<Scalars['String']['output']>;
  /** The brand's recommendation in the sorg, higher first (the RECOMMENDED sort; for the device's offline catalog). */
  recommendedRank: Scalars['Int']['output'];
  /** Whether the user asked to be told when it is back in stock. */
  restockNotification: Scalars['Boolean']['output'];
  serie?: Maybe<Scalars['String']['output']>;
  /** The id of its series (the `series` filter; for the device's offline catalog). */
  serieId?: Maybe<Scalars['ID']['output']>;
  slug: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
  sorgBlocked: Scalars['Boolean']['output'];
  stock: Stock;
  tags: Array<ProductTag>;
  uom: Scalars['String']['output'];
  wheelSize?: Maybe<Scalars['String']['output']>;
};

/** Why an article can or cannot be ordered by the customer (productAnalyzesV3). */
export type ProductAnalyze = {
  __typename?: 'ProductAnalyze';
  allowToOrder: AnalyzeFlag;
  articleCode: Scalars['String']['output'];
  brandBlocked: AnalyzeFlag;
  categoryBlocked: AnalyzeFlag;
  hasPrice: AnalyzeFlag;
  hierarchyBlocked: AnalyzeFlag;
  invalidArticle: AnalyzeFlag;
  orderBlocked: AnalyzeFlag;
  sorgBlocked: AnalyzeFlag;
  stock?: Maybe<Stock>;
};

/** The three product categories of the catalog (the URL's `category=bike|paa`; groupsets have their own page). */
export type ProductCategory =
  | 'BIKE'
  | 'GROUPSET'
  | 'PAA';

/** A colour of a product group, with its image. */
export type ProductColor = {
  __typename?: 'ProductColor';
  hex?: Maybe<Scalars['String']['output']>;
  image: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** How many product groups each category has for the active customer (the toggle shows only categories with products). */
export type ProductCounts = {
  __typename?: 'ProductCounts';
  bike: Scalars['Int']['output'];
  groupset: Scalars['Int']['output'];
  paa: Scalars['Int']['output'];
};

/** A product page (productDetailsV2): the group, every article of it, and the article the slug named, if any. */
export type ProductDetails = {
  __typename?: 'ProductDetails';
  group: ProductGroup;
  products: Array<Product>;
  promotions: Array<Promotion>;
  /** The article a `bike/{slug}` or `paa/{slug}` link named; null when the slug is the group's. */
  selected?: Maybe<Product>;
};

/**
 * Every filter key of spec 01 §3 Catalog state. List values combine with OR inside one key and AND across keys.
 * Unknown values match nothing (an empty page, never an error).
 */
export type ProductFilterInput = {
  /** A tag type: only articles with a tag of this type. */
  articleTagCategory?: InputMaybe<Scalars['String']['input']>;
  /** Tag names. */
  articleTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Bike category ids: each stands for its merchandise categories. */
  bikeCategories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Brand ids. */
  brands?: InputMaybe<Array<Scalars['ID']['input']>>;
  category: ProductCategory;
  frameSizes?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Only articles with stock available now. */
  hasStock?: InputMaybe<Scalars['Boolean']['input']>;
  /** Merchandise category ids. */
  merchandiseCategories?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Product group (model) ids. */
  models?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Dealer price at least this, in minor units of the customer's currency. */
  priceFrom?: InputMaybe<Scalars['Float']['input']>;
  /** Dealer price at most this, in minor units. */
  priceTo?: InputMaybe<Scalars['Float']['input']>;
  /** Promotion codes. */
  promotions?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Words that must all appear in the name, the article code, the old code, the brand or the series (case-insensitive). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Series ids. */
  series?: InputMaybe<Array<Scalars['ID']['input']>>;
  wheelSizes?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A model (bikes) or product line (PAA, groupsets): spec 01 §3 Product group. */
export type ProductGroup = {
  __typename?: 'ProductGroup';
  brand: Brand;
  category: ProductCategory;
  colors: Array<ProductColor>;
  description: Scalars['String']['output'];
  format?: Maybe<MoneyFormat>;
  id: Scalars['ID']['output'];
  image: Scalars['String']['output'];
  inStock: Scalars['Boolean']['output'];
  /** How many articles it has for the active customer. */
  itemCount: Scalars['Int']['output'];
  /** Its articles for the active customer (sizes, colours), at most `limit` of them. */
  items: Array<Product>;
  /** The highest retail price of its articles (minor units). */
  maxRetail?: Maybe<Scalars['Float']['output']>;
  modelYear?: Maybe<Scalars['Int']['output']>;
  parentName: Scalars['String']['output'];
  /** The promotion badge shown on its card, if a promotion covers it. */
  promotionBadge?: Maybe<Scalars['String']['output']>;
  serie?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  /** The slugs of its articles. */
  slugs: Array<Scalars['String']['output']>;
  /** The lowest dealer price of its articles (minor units); null when none has a price. */
  startingAt?: Maybe<Scalars['Float']['output']>;
};


/** A model (bikes) or product line (PAA, groupsets): spec 01 §3 Product group. */
export type ProductGroupItemsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A page of product groups. */
export type ProductGroupPage = {
  __typename?: 'ProductGroupPage';
  info: PageInfo;
  items: Array<ProductGroup>;
};

/** One message of productsWithMessages: a code and its English text. */
export type ProductListMessage = {
  __typename?: 'ProductListMessage';
  code: ProductListMessageCode;
  message: Scalars['String']['output'];
};

/** Why a product list holds nothing the customer can order (productsWithMessages). */
export type ProductListMessageCode =
  /** The customer has no area in the host's sales organisation: every product is blocked. */
  | 'NOT_IN_SORG'
  /** Nothing matches the filter. */
  | 'NO_PRODUCTS';

/** Fields a product list can be sorted by (the list URL's `sortByField`). */
export type ProductSortField =
  /** Newest model year first when descending. */
  | 'MODEL_YEAR'
  | 'NAME'
  /** The dealer price of the active customer (the default, ascending). */
  | 'PRICE'
  /** The brand's recommendation: best sellers first. */
  | 'RECOMMENDED';

/** How a product list is sorted; ASC when only a field is given (spec 01 §9). */
export type ProductSortInput = {
  field: ProductSortField;
  order?: InputMaybe<SortOrder>;
};

/** The stock of one article (productStock). */
export type ProductStock = {
  __typename?: 'ProductStock';
  articleCode: Scalars['String']['output'];
  color?: Maybe<Scalars['String']['output']>;
  frameSize?: Maybe<Scalars['String']['output']>;
  stock: Stock;
};

/** A tag of a product (Product.tags); `count` is how many products of the list carry it, where that is known. */
export type ProductTag = {
  __typename?: 'ProductTag';
  count?: Maybe<Scalars['Int']['output']>;
  fileName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** The answer of productsWithMessages: a page of product groups and the messages about it. */
export type ProductsWithMessagesPage = {
  __typename?: 'ProductsWithMessagesPage';
  info: PageInfo;
  items: Array<ProductGroup>;
  messages: Array<ProductListMessage>;
};

/** A promotion (spec 01 §3). */
export type Promotion = {
  __typename?: 'Promotion';
  badge: Scalars['String']['output'];
  category: ProductCategory;
  code: Scalars['String']['output'];
  description: Scalars['String']['output'];
  details: Array<PromotionDetail>;
  locations: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  tagline: Scalars['String']['output'];
  terms: Scalars['String']['output'];
  validFrom: Scalars['String']['output'];
  validTo: Scalars['String']['output'];
};

/** A promotion's offer on an article, brand or merchandise category. */
export type PromotionDetail = {
  __typename?: 'PromotionDetail';
  articleCode?: Maybe<Scalars['String']['output']>;
  brand?: Maybe<Scalars['String']['output']>;
  maxQty?: Maybe<Scalars['Int']['output']>;
  mc?: Maybe<Scalars['String']['output']>;
  minQty?: Maybe<Scalars['Int']['output']>;
  /** '%' or 'fixed'. */
  type: Scalars['String']['output'];
  value: Scalars['Float']['output'];
};

/** Reads. Each module extends it with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** The banners valid now in the sorgs of the user's areas; a user without areas sees those of the request host's sorg. */
  activeUserAreaBanners: Array<Banner>;
  /** Article codes matching a search, with how they are shown, in the given sorgs (the host's by default). */
  articleDisplays: ArticleDisplayPage;
  averagePaymentDays: Array<AveragePaymentDays>;
  /** The most ordered product groups of the sorg over the last 12 months (8 by default). */
  bestSellers: Array<ProductGroup>;
  /** The bike categories of the category menu. Needs page.catalog. */
  bikeCategories: Array<BikeCategory>;
  /**
   * The active customer's cart; `ids` (article codes) or `slug` narrow it to those products. Needs
   * cart.display-order-qty and a customer.
   */
  cart: Cart;
  /** The freight allowances of the warehouse areas named (every area of the customer's sorgs when none is named). */
  cartFreightBenefits: Array<FreightBenefit>;
  /**
   * One of the acting customer's lists with its lines at today's prices; null for an unknown id or another customer's
   * list.
   */
  cartList?: Maybe<CartListDetail>;
  /**
   * The acting customer's named lists, by name, each with its line count and value at today's prices (at most 50).
   * Needs cart.display-order-qty and a customer.
   */
  cartLists: Array<CartList>;
  /**
   * The merchant variant of cart (spec 01 §7): the same cart, with the per-sorg configs (merchant name, quantity and
   * stock checks) of the host's sorg and of every sorg the cart holds lines of, sorted by sorg code.
   */
  cartMerchant: CartWithConfigs;
  /**
   * The active customer's catalog in chunks (500 by default, at most 1000), changed after `updatedAfter` (all when
   * null). Needs page.catalog.
   */
  catalogSync: CatalogSyncPage;
  /** A claim's additional documents. */
  claimAdditionalDocuments: Array<ClaimAdditionalDocument>;
  /** Articles a claim can be filed for, matching `search` (code or words), at most `limit` (≤ 50). */
  claimArticles: Array<ClaimArticle>;
  /** The same, paged (sizes 10 or 20). */
  claimArticlesV2: ClaimArticlePage;
  /** The brands claims are filed for. */
  claimBrandsV2: Array<ClaimBrand>;
  /** A claim's comments, oldest first (internal ones only for internal users). */
  claimComments: Array<ClaimComment>;
  /** Customers with claims, for internal users' filter, matching `search`. */
  claimCustomers: Array<ClaimCustomer>;
  /** One PDI the viewer may see (its id, or the clientId its author's device gave it). */
  claimPDI?: Maybe<Pdi>;
  /** The PDI checklist template in sorting order. Needs page.pdi. */
  claimPDIChecklist: Array<PdiChecklistItem>;
  /** PDIs of the customers the viewer may act for, matching `search` (frame number, mechanic), newest first. */
  claimPDIs: PdiPage;
  /**
   * The problems a claim for the article can name (the category's and the article's own); without an article, the
   * bike problems.
   */
  claimProblems: Array<ClaimProblemOption>;
  /** The recalls affecting a frame, and with embed FRAME its data. */
  claimRecallFrames: ClaimRecallFrames;
  /** The customers a sales user may act for, for the list's filter. */
  claimSalesCustomers: Array<ClaimCustomer>;
  /** Every claim status. */
  claimStatus: Array<ClaimStatus>;
  /** Whether a frame is reported stolen. */
  claimStolenBike: ClaimStolenBike;
  /** What the viewer may do with claims. Needs page.claim. */
  claimUserCapabilities: ClaimCapabilities;
  /** One claim the viewer may see (NOT_FOUND otherwise), with the relations named in embed. */
  claimV2?: Maybe<Claim>;
  /** Claims of one customer the viewer may see (all of the viewer's when null), newest first; sizes 10 or 20. */
  claimsV2: ClaimPage;
  /** The same over several customers. */
  claimsV3: ClaimPage;
  /** The per-sorg config of every sales organisation, sorted by sorg code. */
  configs: Array<SorgConfig>;
  /** The credit figures of each company the acting customer belongs to. */
  creditInformation: Array<CreditInformation>;
  /** The areas of the active customer. */
  customerArea: Array<CustomerArea>;
  /** The companies of the active customer with their credit customers. */
  customerCompanies: Array<CustomerCompany>;
  /**
   * The shipment options of each sorg the cart items are ordered in (only the sorgs the customer buys in); `merchant`
   * (a sorg code) narrows them to one sorg.
   */
  customerShipmentRates: Array<ShipmentRate>;
  /**
   * Customers the user may act for, searched by name, code or city, sorted by name. Needs menu.change-cust.
   * Page sizes 10, 25 or 50.
   */
  customers: CustomerPage;
  /** The dealer's data for the form, for a customer the viewer may act for. */
  dealerInformation?: Maybe<DealerInformation>;
  /** One order of any customer for the desk; null when unknown. Administrators only. */
  deskOrder?: Maybe<DeskOrder>;
  /**
   * Orders waiting for the order desk, oldest first: of one stage, or of every stage when none is given; `search`
   * matches order and SAP numbers and the customer's name and codes. Administrators only (page.orderlist and a user
   * area limited to all).
   */
  deskOrders: DeskOrderPage;
  /**
   * The filter choices of a category for the active customer. Needs page.catalog. With `active` (the list's filter;
   * its category is ignored), each choice counts the product groups the list would show if it were also ticked:
   * every other key's filter applies, and its own key holds the values already ticked plus this one.
   */
  filter: CatalogFilter;
  /** The brand displays a rep can tick, for a brand family. */
  formVisitBrandDisplay: Array<FormVisitOption>;
  /** The shop equipment a rep can tick, for a brand family. */
  formVisitEquipment: Array<FormVisitOption>;
  /** The "other midrange" brands a rep can tick, for a brand family. */
  formVisitOtherMidRange: Array<FormVisitOption>;
  /**
   * The customers of the rep in a sorg (all the rep's sorgs when null), one entry per customer and sorg, sorted by
   * name; with onlyCustomerHasFormVisit, only those with at least one visit the rep may see. `brand` (optional)
   * counts only that brand family's visits, for onlyCustomerHasFormVisit and lastVisitAt.
   */
  formVisitSalesCustomers: Array<FormVisitCustomer>;
  /** The series of a brand family's brands, for the series list and the series per brand. */
  formVisitSeries: Array<FormVisitSeries>;
  /**
   * Visits of one brand family the viewer may see (own customers only), newest first. Needs page.formvisit and user
   * areas that open the brand's form (else NOT_FOUND, 404). Days are those of the visit in its sorg's time zone:
   * `date` is one day (YYYY-MM-DD); `from`/`to` a range of days, both or neither, of at most 30 days ('Date range must
   * not exceed 30 days', BAD_USER_INPUT, 400); `id` one visit (its id, or the clientId its author's device gave it).
   * Page sizes 10 or 20.
   */
  formVisits: FormVisitPage;
  /** Product groups the active customer ordered in at least two orders, most often first unless sorted. */
  frequentPurchases: ProductGroupPage;
  /** An invoice of the acting customer with its installments and lines; null when there is none. */
  invoice?: Maybe<InvoiceDetail>;
  /**
   * The acting customer's paid invoices cleared from `from` to `to` (YYYY-MM-DD, at most 30 days), by clearingDate;
   * `limit` 1–500 per page (a full page may have a next one).
   */
  invoicesByDateRange: Array<Invoice>;
  /** The signed-in user (the same object as GET /api/user). */
  me: User;
  /** The signed-in user's latest notifications, newest first (at most 50). */
  notifications: Array<UserNotification>;
  /** Open deliveries expected between from and to (YYYY-MM-DD, both included, at most 30 days). */
  openDeliveries: Array<Delivery>;
  /**
   * The acting customer's open invoices per company, aged (spec 01 §3 Open invoice result). custCode must be the
   * acting customer's; sorgs must be sorgs it buys in.
   */
  openInvoiceV5: Array<OpenInvoiceCompany>;
  /**
   * The open invoices a payer of the acting customer owes in the sorgs given (spec 01 §7 open invoices by payer and
   * sorgs), oldest due first; `limit` 1–500 per page (a full page may have a next one).
   */
  openInvoicesByPayer: Array<Invoice>;
  /**
   * The active customer's open orders per company (spec 01 §7 openOrderV4), each company's open lines and open
   * deliveries paged alike: `page` (from 1) of `limit` (1 to 100) items each. Needs page.order-status.
   */
  openOrderV4: Array<OpenOrderCompany>;
  /** One order of the active customer; null when it is not theirs or does not exist. Needs page.order-status. */
  order?: Maybe<Order>;
  /** The active customer's past orders, newest first (repeat order). Needs page.catalog and a customer. */
  orderHistory: OrderHistoryPage;
  /** The active customer's orders, newest first, with payment when `withPayment`. Needs page.order-status. */
  orders: OrderPage;
  /** The payment methods of the customer's sorgs (or of `sorg`), in their order. */
  paymentMethods: Array<PaymentMethod>;
  /** One payment request of the acting customer by its externalId; null when there is none. */
  paymentRequest?: Maybe<PaymentRequest>;
  /** The acting customer's payment requests (page.payment-request), newest first. */
  paymentRequests: PaymentRequestPage;
  /**
   * The requests that pay any of these invoices of the payer (spec 01 §7 payment request by payer and invoice numbers),
   * newest first; `limit` 1–100 per page (a full page may have a next one).
   */
  paymentRequestsByPayer: Array<PaymentRequest>;
  paymentStatuses: Array<PaymentStatus>;
  /**
   * Payments of one sorg and module, newest first, optionally of one status id (complete, pending, failed, void,
   * on_processing, waiting, expired). Sales staff and administrators with payment.approve, in the sorgs of their user
   * areas (spec 02 §7).
   */
  paymentsBySorgAndModule: AdminPaymentPage;
  /** Product groups of articles the active customer ordered before, latest first unless sorted. Needs page.catalog. */
  previousPurchases: ProductGroupPage;
  /** The price components of a module ('invoice' or 'order') in the acting customer's sorgs. */
  priceComponents: Array<PriceComponent>;
  /** The same analysis as productAnalyzesV3 (the spec lists both with the same arguments and fields). */
  productAnalyzesV2: Array<ProductAnalyze>;
  /**
   * Per article code, whether a customer can order it and why not. sorg defaults to the host's. The customer is the
   * active one, or `custCode` (isr or r3) when given: a customer the caller may act for (an administrator: any).
   * `salesUsername` analyzes as that sales user: the customer must be one the user may act for; only
   * page.catalog-analyze may name another user than the caller. An unknown or foreign customer or user is refused
   * (400) alike.
   */
  productAnalyzesV3: Array<ProductAnalyze>;
  /** How many product groups each category has for the active customer. */
  productCounts: ProductCounts;
  /** A product page by the slug of a group or of one of its articles; null for an unknown slug. */
  productDetailsV2?: Maybe<ProductDetails>;
  /** A page of product groups (12 by default, price ascending) for the active customer. Needs page.catalog. */
  productGroups: ProductGroupPage;
  /** The stock of every article of a group (or of the one article a slug names). */
  productStock: Array<ProductStock>;
  /**
   * A page of product groups for the active customer, by default the first one (page 1, limit 1) in the recommended
   * order, with messages explaining an empty or unorderable list. Needs page.catalog.
   */
  productsWithMessages: ProductsWithMessagesPage;
  /** Running promotions of the customer's sorg; with withDetailOffer, their details too. */
  promotions: Array<Promotion>;
  /**
   * The customer list of a sales user (the customer dialog), searched like customers: the customers of the request
   * host's sorg first, each part sorted by name. Needs menu.change-cust. Page sizes 10, 25 or 50.
   */
  salesCustomers: CustomerPage;
  /** The payments the user saved for the active customer in the sorgs given (all when none). Needs cart.display-order-qty. */
  savedPayments: Array<SavedPayment>;
  /** Up to 4 products and completions for a term of 3 or more characters (bike by default). */
  searchSuggestion: SearchSuggestion;
  /** Deliveries shipped between from and to (YYYY-MM-DD, both included, at most 30 days). */
  shippedOrders: Array<Delivery>;
  /** The active customer's delivery addresses, the default first. Needs cart.display-order-qty and a customer. */
  shiptoV2: Array<ShipTo>;
  /**
   * The accounts with failed sign-ins in the last 24 hours, the latest failure first; at most `limit` (1 to 50,
   * default 10). Needs scope page.user-management; anyone else is refused with FORBIDDEN.
   */
  signInFailures: Array<SignInFailure>;
  /** Every sales organisation, sorted by code. */
  sorgs: Array<Sorg>;
  /** When quantities can be supplied, from stock now and the next arrivals, for a requested delivery date. */
  stockOrderConfirmations: Array<StockOrderConfirmation>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryArticleDisplaysArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryBestSellersArgs = {
  category: ProductCategory;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCartArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCartFreightBenefitsArgs = {
  qtyByWarehouseArea: Array<WarehouseAreaQtyInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCartListArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryCartMerchantArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  slug?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCatalogSyncArgs = {
  cursor?: InputMaybe<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  updatedAfter?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimAdditionalDocumentsArgs = {
  claimId: Scalars['ID']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimArticlesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productCategory?: InputMaybe<Scalars['String']['input']>;
  search: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimArticlesV2Args = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  productCategory?: InputMaybe<Scalars['String']['input']>;
  search: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimCommentsArgs = {
  claimId: Scalars['ID']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimCustomersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimPdiArgs = {
  id: Scalars['ID']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimPdIsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  showDeleted?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimProblemsArgs = {
  articleCode?: InputMaybe<Scalars['String']['input']>;
  custCode: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimRecallFramesArgs = {
  embed?: InputMaybe<Array<ClaimRecallEmbed>>;
  frameNumber: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimStolenBikeArgs = {
  frameNumber: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimV2Args = {
  embed?: InputMaybe<Array<ClaimEmbed>>;
  id: Scalars['ID']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimsV2Args = {
  custCode?: InputMaybe<Scalars['String']['input']>;
  filter?: InputMaybe<ClaimFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryClaimsV3Args = {
  custCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  filter?: InputMaybe<ClaimFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCustomerAreaArgs = {
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCustomerShipmentRatesArgs = {
  cartItems: Array<ShipmentCartItemInput>;
  merchant?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryDealerInformationArgs = {
  custCode: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryDeskOrderArgs = {
  orderNo: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryDeskOrdersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  stage?: InputMaybe<DeskStage>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryFilterArgs = {
  active?: InputMaybe<ProductFilterInput>;
  category: ProductCategory;
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitBrandDisplayArgs = {
  brand: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitEquipmentArgs = {
  brand: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitOtherMidRangeArgs = {
  brand: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitSalesCustomersArgs = {
  brand?: InputMaybe<Scalars['String']['input']>;
  onlyCustomerHasFormVisit?: InputMaybe<Scalars['Boolean']['input']>;
  sorg?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitSeriesArgs = {
  brand: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryFormVisitsArgs = {
  brand: Scalars['String']['input'];
  custCodes?: InputMaybe<Array<Scalars['String']['input']>>;
  date?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryFrequentPurchasesArgs = {
  filter: ProductFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSortInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryInvoiceArgs = {
  invoiceNo: Scalars['String']['input'];
  sorg: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryInvoicesByDateRangeArgs = {
  from: Scalars['String']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  to: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryOpenDeliveriesArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryOpenInvoiceV5Args = {
  custCode: Scalars['String']['input'];
  sorgs: Array<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryOpenInvoicesByPayerArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  payerCode: Scalars['String']['input'];
  sorgs: Array<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryOpenOrderV4Args = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryOrderArgs = {
  orderNo: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryOrderHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderListFilterInput>;
  withPayment?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPaymentMethodsArgs = {
  sorg?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPaymentRequestArgs = {
  externalId: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryPaymentRequestsArgs = {
  filter?: InputMaybe<PaymentRequestFilterInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPaymentRequestsByPayerArgs = {
  invoiceNumbers: Array<Scalars['String']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  payerCode: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryPaymentsBySorgAndModuleArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  module: PaymentModule;
  page?: InputMaybe<Scalars['Int']['input']>;
  sorg: Scalars['String']['input'];
  status?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPreviousPurchasesArgs = {
  filter: ProductFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSortInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPriceComponentsArgs = {
  module: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductAnalyzesV2Args = {
  articleCodes: Array<Scalars['String']['input']>;
  custCode?: InputMaybe<Scalars['String']['input']>;
  salesUsername?: InputMaybe<Scalars['String']['input']>;
  sorg?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductAnalyzesV3Args = {
  articleCodes: Array<Scalars['String']['input']>;
  custCode?: InputMaybe<Scalars['String']['input']>;
  salesUsername?: InputMaybe<Scalars['String']['input']>;
  sorg?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductDetailsV2Args = {
  slug: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductGroupsArgs = {
  filter: ProductFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSortInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductStockArgs = {
  slug: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryProductsWithMessagesArgs = {
  filter: ProductFilterInput;
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductSortInput>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryPromotionsArgs = {
  productCategory?: InputMaybe<ProductCategory>;
  withDetailOffer?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QuerySalesCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QuerySavedPaymentsArgs = {
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QuerySearchSuggestionArgs = {
  category?: InputMaybe<ProductCategory>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  term: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QueryShippedOrdersArgs = {
  from: Scalars['String']['input'];
  to: Scalars['String']['input'];
};


/** Reads. Each module extends it with its own fields. */
export type QuerySignInFailuresArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryStockOrderConfirmationsArgs = {
  orders: Array<StockOrderInput>;
  reqDeliveryDate?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A report made for its owner (spec 01 §7): fetched with GET /api/reports/{id}/download (bearer token) until
 * `expiresAt`.
 */
export type Report = {
  __typename?: 'Report';
  createdAt: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** The answer of an export: the report to download, or userErrors saying why none was made. */
export type ReportResult = {
  __typename?: 'ReportResult';
  message: MutationMessage;
  report?: Maybe<Report>;
  userErrors: Array<UserError>;
};

/** The answer of the restock notification mutations. */
export type RestockNotificationPayload = {
  __typename?: 'RestockNotificationPayload';
  message: MutationMessage;
  /** Whether the user is now subscribed. */
  restockNotification: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** A payment saved for the customer (spec 01 §3 Saved payment); display only. */
export type SavedPayment = {
  __typename?: 'SavedPayment';
  display: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The payment method's id (spec 01 §3 paymentMerchant). */
  paymentMerchant: Scalars['ID']['output'];
  sorg: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** What the search box suggests: up to 4 products and the words to complete the term. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  products: Array<Product>;
  suggestion: Array<Scalars['String']['output']>;
};

/** The answer of sendCustomerFeedback: FAILED with userErrors when the message breaks a rule. */
export type SendCustomerFeedbackPayload = {
  __typename?: 'SendCustomerFeedbackPayload';
  /** SUCCESS ('Successfully sending consumer voice') or FAILED ('Failed sending consumer voice'). */
  message: MutationMessage;
  /**
   * Problems with the message (field 'message') or the photos ('photoIds', or 'photoIds.N' for the N-th id, from 0);
   * empty on success.
   */
  userErrors: Array<UserError>;
};

/**
 * The answer of send invoice email: status true when the mail with the invoice PDF was sent to the address on file
 * (never shown: spec 01 §3 contact values), else userErrors.
 */
export type SendInvoiceEmailResult = {
  __typename?: 'SendInvoiceEmailResult';
  description: Scalars['String']['output'];
  /** When refused as RATE_LIMITED (5 mails per invoice and hour): seconds until the next mail may go; else null. */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  status: Scalars['Boolean']['output'];
  userErrors: Array<UserError>;
};

/** The answer of sendTestNotification: how many of the caller's devices the push services accepted. */
export type SendTestNotificationPayload = {
  __typename?: 'SendTestNotificationPayload';
  /** Subscriptions that could not be reached (timeout, other errors); kept for later messages. */
  failed: Scalars['Int']['output'];
  /** SUCCESS when at least one device's push service accepted the message; FAILED otherwise, saying why. */
  message: MutationMessage;
  /** Subscriptions the push service reported gone (404/410); they were deleted. */
  removed: Scalars['Int']['output'];
  /** Subscriptions whose push service accepted the message. */
  sent: Scalars['Int']['output'];
  /** Why nothing was sent (no subscription, notifications off on this site); empty on success. */
  userErrors: Array<UserError>;
};

/** A delivery address of the active customer (spec 01 §7 shiptoV2). */
export type ShipTo = {
  __typename?: 'ShipTo';
  address: Scalars['String']['output'];
  city: Scalars['String']['output'];
  /** The ERP's ship-to code. */
  code: Scalars['String']['output'];
  country: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isDefault: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  /**
   * Grows with every change of the address; checkout sends the version it showed ('There were changes on the ship-to
   * data, refresh the page' when it differs).
   */
  version: Scalars['String']['output'];
  /** The stock location that serves the address. */
  warehouseArea: Scalars['String']['output'];
};

/** A line of the cart as the shipment rates need it: the sorg it is ordered in. */
export type ShipmentCartItemInput = {
  articleCode: Scalars['String']['input'];
  qty: Scalars['Int']['input'];
  sorg: Scalars['String']['input'];
};

/** A shipment option of a sorg with its rate (spec 01 §3 Shipment rate). */
export type ShipmentRate = {
  __typename?: 'ShipmentRate';
  desc: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The rate asks for a text (who collects, which carrier) that becomes the order's shipmentNotes. */
  input: Scalars['Boolean']['output'];
  rate: ShipmentRateAmount;
  sorg: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** An amount with its currency; `rate` in minor units. */
export type ShipmentRateAmount = {
  __typename?: 'ShipmentRateAmount';
  currency: Scalars['String']['output'];
  rate: Scalars['Float']['output'];
};

/** One account's failed sign-ins of the last 24 hours, as user administration sees them (the administrator's home). */
export type SignInFailure = {
  __typename?: 'SignInFailure';
  /** Failed sign-ins of this username in the last 24 hours. */
  failures: Scalars['Int']['output'];
  /** When the latest of them was tried (ISO 8601). */
  lastAttemptAt: Scalars['String']['output'];
  /** Whether the account is locked now (too many failures from any address). */
  locked: Scalars['Boolean']['output'];
  /** When the lock ends (ISO 8601), or null when the account is not locked. */
  lockedUntil?: Maybe<Scalars['String']['output']>;
  /**
   * The addresses the failures came from, masked: an IPv4 address without its last octet, an IPv6 address with its
   * first three groups only. At most five, the most failures first.
   */
  maskedAddresses: Array<Scalars['String']['output']>;
  /** The account's name, or null when no account has this username. */
  name?: Maybe<Scalars['String']['output']>;
  /** The username tried (lower case), whether or not an account has it. */
  username: Scalars['String']['output'];
};

/** A sales organisation: one country business with its own customers, prices and stock. */
export type Sorg = {
  __typename?: 'Sorg';
  /** The sorg code, e.g. '1000'. */
  code: Scalars['String']['output'];
  /** The display name of the sales organisation. */
  name: Scalars['String']['output'];
};

/** The per-sorg config of a sales organisation (spec 01 §3 Per-sorg config). */
export type SorgConfig = {
  __typename?: 'SorgConfig';
  /** Whether orders in this sorg are checked against the available stock (the spec's availableStockCheck switch). */
  availableStockCheck: Scalars['Boolean']['output'];
  /** Whether orders in this sorg are checked against the exact quantity (the spec's exactQtyCheck switch). */
  exactQtyCheck: Scalars['Boolean']['output'];
  /** The name of the payment merchant of this sorg. */
  merchantName: Scalars['String']['output'];
  /** The sorg code this config belongs to. */
  sorg: Scalars['String']['output'];
};

/** Ascending or descending. */
export type SortOrder =
  | 'ASC'
  | 'DESC';

/** The answer of startCartFromList. */
export type StartCartFromListPayload = {
  __typename?: 'StartCartFromListPayload';
  cart: Cart;
  /**
   * The change list (src/shared/orders draftChanges): PRICE (seen → today's unit price) and REMOVED (with its reason)
   * per line; empty when every line went into the cart as shown.
   */
  changes: Array<CheckoutChange>;
  message: MutationMessage;
  /** One per line of the list, in the list's order: what the cart's add path did with it. */
  results: Array<CartLineResult>;
  userErrors: Array<UserError>;
};

/**
 * The stock of one product for the active customer's sorg, shaped by the host config (stockDisplay cumulative or per
 * location, maskStock, maskNextArrival, nextArrivalDisplay and nextArrivalMonth).
 */
export type Stock = {
  __typename?: 'Stock';
  /** One entry (cumulative) or one per location. */
  available: Array<StockEntry>;
  availableForOrderAt?: Maybe<Scalars['String']['output']>;
  custorder?: Maybe<StockEntry>;
  /** Whether any stock is available now. */
  inStock: Scalars['Boolean']['output'];
  /** The next arrival within nextArrivalMonth months, null when there is none or nextArrivalDisplay is off. */
  nextArrival?: Maybe<StockEntry>;
};

/**
 * One figure of the stock (spec 01 §3 Stock), as the host config shows it: `qty` is null when masked, `mask` is then
 * the text shown instead ('10+').
 */
export type StockEntry = {
  __typename?: 'StockEntry';
  date?: Maybe<Scalars['String']['output']>;
  location?: Maybe<Scalars['String']['output']>;
  mask?: Maybe<Scalars['String']['output']>;
  priority?: Maybe<Scalars['Int']['output']>;
  qty?: Maybe<Scalars['Int']['output']>;
};

/** When a quantity can be supplied: now from stock, later from the next arrival, or not known. */
export type StockOrderConfirmation = {
  __typename?: 'StockOrderConfirmation';
  articleCode: Scalars['String']['output'];
  /** Per supply: how many, when and from where. */
  confirmations: Array<StockSupply>;
  qty: Scalars['Int']['output'];
};

/** An article and quantity to confirm. */
export type StockOrderInput = {
  articleCode: Scalars['String']['input'];
  qty: Scalars['Int']['input'];
};

/** One supply of a confirmation. */
export type StockSupply = {
  __typename?: 'StockSupply';
  supplyDate?: Maybe<Scalars['String']['output']>;
  supplyLocation?: Maybe<Scalars['String']['output']>;
  supplyQty: Scalars['Int']['output'];
};

/** New stock of one article at one location (the admin stock import). */
export type StockUpdateInput = {
  articleCode: Scalars['String']['input'];
  availableQty: Scalars['Int']['input'];
  location: Scalars['String']['input'];
  nextArrivalDate?: InputMaybe<Scalars['String']['input']>;
  nextArrivalQty?: InputMaybe<Scalars['Int']['input']>;
  sorg: Scalars['String']['input'];
};

/** The answer of updateProductsInCart. */
export type UpdateProductsInCartPayload = {
  __typename?: 'UpdateProductsInCartPayload';
  cart: Cart;
  message: MutationMessage;
  results: Array<CartLineResult>;
  userErrors: Array<UserError>;
};

/** The customer fields of the user's profile that the user may change. */
export type UpdateProfileUserInput = {
  /** Needed, with newPassword, to change the password. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  newPassword?: InputMaybe<Scalars['String']['input']>;
  sendEmail?: InputMaybe<Scalars['Boolean']['input']>;
  sendEmailWarranty?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The answer of updateProfileUser. */
export type UpdateProfileUserPayload = {
  __typename?: 'UpdateProfileUserPayload';
  message: MutationMessage;
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

/** The answer of updateStock. */
export type UpdateStockPayload = {
  __typename?: 'UpdateStockPayload';
  message: MutationMessage;
  /** How many restock notifications were sent (mail and push). */
  notified: Scalars['Int']['output'];
  /** How many rows were written. */
  updated: Scalars['Int']['output'];
  userErrors: Array<UserError>;
};

/**
 * The fields of updateUser. Every field is optional: only what is sent changes. A user may change their own name,
 * email, mail switches and language; username and isFakeEmail are user administration's (page.user-management).
 */
export type UpdateUserInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** User administration only. */
  isFakeEmail?: InputMaybe<Scalars['Boolean']['input']>;
  /** A language id (locale prefix) the request host offers. */
  languageId?: InputMaybe<Scalars['ID']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  sendEmail?: InputMaybe<Scalars['Boolean']['input']>;
  sendEmailWarranty?: InputMaybe<Scalars['Boolean']['input']>;
  /** User administration only. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** The answer of updateUser. */
export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  message: MutationMessage;
  /** The new password, only when generatePassword was asked for (shown once to the administrator). */
  password?: Maybe<Scalars['String']['output']>;
  user?: Maybe<User>;
  userErrors: Array<UserError>;
};

/**
 * A payment received outside the gateway (spec 02 §7 upload payment): for a waiting payment request (`externalId`)
 * or an order waiting for payment (`orderNumber`), exactly one of them; the amount (minor units) and currency must
 * match what is owed. `uploadId` is a complete upload (POST /api/uploads) of the proof.
 */
export type UploadPaymentInput = {
  amount: Scalars['Float']['input'];
  currency: Scalars['String']['input'];
  externalId?: InputMaybe<Scalars['String']['input']>;
  orderNumber?: InputMaybe<Scalars['String']['input']>;
  uploadId: Scalars['ID']['input'];
};

/** The signed-in user: what GET /api/user answers, as a GraphQL type. */
export type User = {
  __typename?: 'User';
  contentTargetMarkets: Array<ContentTargetMarket>;
  /** The customer the user acts for now: a dealer's own customer, or a sales user's active one. */
  customerData?: Maybe<Customer>;
  email: Scalars['String']['output'];
  emailConfirmations: Array<Scalars['String']['output']>;
  groupRole?: Maybe<GroupRole>;
  hasCustCode: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  isCustVendor: Scalars['Boolean']['output'];
  isCustomer: Scalars['Boolean']['output'];
  isFakeEmail: Scalars['Boolean']['output'];
  isSales: Scalars['Boolean']['output'];
  language?: Maybe<Language>;
  /** The limitation of the user's first area ('audit' makes the download area work without a customer). */
  limitation?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  roles: Array<UserRole>;
  /** The active customer of a user who may switch customers, or null when none is chosen. */
  salesActiveCustCode?: Maybe<ActiveCustCode>;
  /** Every scope the user holds through roles and group role. */
  scopes: Array<Scalars['String']['output']>;
  sendEmail: Scalars['Boolean']['output'];
  sendEmailWarranty: Scalars['Boolean']['output'];
  userAreas: Array<UserArea>;
  username: Scalars['String']['output'];
};

/**
 * One area of a user: per sales organisation a limitation (salesman, sales_group, sales_office, customer,
 * cust_vendor, audit, all) with an option and a value.
 */
export type UserArea = {
  __typename?: 'UserArea';
  limitation: Scalars['String']['output'];
  option: Scalars['String']['output'];
  sorg: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** One area of a user as updateUser sets it (user administration only): the user's areas are replaced by the list. */
export type UserAreaInput = {
  limitation: Scalars['String']['input'];
  option?: InputMaybe<Scalars['String']['input']>;
  sorg: Scalars['String']['input'];
  value?: InputMaybe<Scalars['String']['input']>;
};

/** An expected problem with one input field (or with the request as a whole when field is null). */
export type UserError = {
  __typename?: 'UserError';
  /** What went wrong, for the client to translate and act on. */
  code: ErrorCode;
  /** The input field, as a dotted path, or null for the whole request. */
  field?: Maybe<Scalars['String']['output']>;
  /** The English text of the problem. */
  message: Scalars['String']['output'];
};

/** Something the user was told (web push or not), in the user's language (spec 01 §1 notifications). */
export type UserNotification = {
  __typename?: 'UserNotification';
  body: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  kind: Scalars['String']['output'];
  read: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
  /** The page it opens (a path of this portal). */
  url: Scalars['String']['output'];
};

/** A role of a user, by id and description. */
export type UserRole = {
  __typename?: 'UserRole';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** The answer of void payment request: the request voided (its invoices Open again), or userErrors. */
export type VoidPaymentRequestResult = {
  __typename?: 'VoidPaymentRequestResult';
  paymentRequest?: Maybe<PaymentRequest>;
  userErrors: Array<UserError>;
};

/** Bikes of the cart from one warehouse area. */
export type WarehouseAreaQtyInput = {
  qty: Scalars['Int']['input'];
  warehouseArea: Scalars['String']['input'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActiveCustCode: ResolverTypeWrapper<ActiveCustCode>;
  AdminPayment: ResolverTypeWrapper<AdminPayment>;
  AdminPaymentPage: ResolverTypeWrapper<AdminPaymentPage>;
  AdminPaymentResult: ResolverTypeWrapper<AdminPaymentResult>;
  AgeingBucket: ResolverTypeWrapper<AgeingBucket>;
  AgeingRange: ResolverTypeWrapper<AgeingRange>;
  AnalyzeFlag: ResolverTypeWrapper<AnalyzeFlag>;
  ArticleDisplay: ResolverTypeWrapper<ArticleDisplay>;
  ArticleDisplayPage: ResolverTypeWrapper<ArticleDisplayPage>;
  AveragePaymentDays: ResolverTypeWrapper<AveragePaymentDays>;
  Banner: ResolverTypeWrapper<Banner>;
  BikeCategory: ResolverTypeWrapper<BikeCategory>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  CannotPurchaseCode: CannotPurchaseCode;
  CannotPurchaseReason: ResolverTypeWrapper<CannotPurchaseReason>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'lines'> & { lines: Array<ResolversTypes['CartLine']> }>;
  CartLine: ResolverTypeWrapper<Omit<CartLine, 'product'> & { product: ResolversTypes['Product'] }>;
  CartLineResult: ResolverTypeWrapper<CartLineResult>;
  CartLineStatus: CartLineStatus;
  CartList: ResolverTypeWrapper<CartList>;
  CartListDetail: ResolverTypeWrapper<Omit<CartListDetail, 'content'> & { content: ResolversTypes['Cart'] }>;
  CartListPayload: ResolverTypeWrapper<CartListPayload>;
  CartListSeenPriceInput: CartListSeenPriceInput;
  CartListStartMode: CartListStartMode;
  CartProductInput: CartProductInput;
  CartSorgGroup: ResolverTypeWrapper<CartSorgGroup>;
  CartWithConfigs: ResolverTypeWrapper<Omit<CartWithConfigs, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  CatalogFilter: ResolverTypeWrapper<CatalogFilter>;
  CatalogSyncPage: ResolverTypeWrapper<Omit<CatalogSyncPage, 'groups' | 'products'> & { groups: Array<ResolversTypes['ProductGroup']>, products: Array<ResolversTypes['Product']> }>;
  ChangeLanguagePayload: ResolverTypeWrapper<ChangeLanguagePayload>;
  CheckoutChange: ResolverTypeWrapper<CheckoutChange>;
  CheckoutInput: CheckoutInput;
  CheckoutProductInput: CheckoutProductInput;
  CheckoutResult: ResolverTypeWrapper<CheckoutResult>;
  CheckoutShipmentInput: CheckoutShipmentInput;
  CheckoutSnapshotInput: CheckoutSnapshotInput;
  CheckoutSnapshotLineInput: CheckoutSnapshotLineInput;
  CheckoutSnapshotTotalInput: CheckoutSnapshotTotalInput;
  Claim: ResolverTypeWrapper<Claim>;
  ClaimAdditionalDocument: ResolverTypeWrapper<ClaimAdditionalDocument>;
  ClaimAdditionalDocumentPayload: ResolverTypeWrapper<ClaimAdditionalDocumentPayload>;
  ClaimArticle: ResolverTypeWrapper<ClaimArticle>;
  ClaimArticlePage: ResolverTypeWrapper<ClaimArticlePage>;
  ClaimBikeInput: ClaimBikeInput;
  ClaimBrand: ResolverTypeWrapper<ClaimBrand>;
  ClaimCapabilities: ResolverTypeWrapper<ClaimCapabilities>;
  ClaimComment: ResolverTypeWrapper<ClaimComment>;
  ClaimCommentPayload: ResolverTypeWrapper<ClaimCommentPayload>;
  ClaimConsumer: ResolverTypeWrapper<ClaimConsumer>;
  ClaimConsumerInput: ClaimConsumerInput;
  ClaimCustomer: ResolverTypeWrapper<ClaimCustomer>;
  ClaimDoc: ResolverTypeWrapper<ClaimDoc>;
  ClaimEmbed: ClaimEmbed;
  ClaimFile: ResolverTypeWrapper<ClaimFile>;
  ClaimFileInput: ClaimFileInput;
  ClaimFilter: ClaimFilter;
  ClaimFrame: ResolverTypeWrapper<ClaimFrame>;
  ClaimHistory: ResolverTypeWrapper<ClaimHistory>;
  ClaimPaaInput: ClaimPaaInput;
  ClaimPage: ResolverTypeWrapper<ClaimPage>;
  ClaimPayload: ResolverTypeWrapper<ClaimPayload>;
  ClaimProblem: ResolverTypeWrapper<ClaimProblem>;
  ClaimProblemInput: ClaimProblemInput;
  ClaimProblemOption: ResolverTypeWrapper<ClaimProblemOption>;
  ClaimRecall: ResolverTypeWrapper<ClaimRecall>;
  ClaimRecallEmbed: ClaimRecallEmbed;
  ClaimRecallFrames: ResolverTypeWrapper<ClaimRecallFrames>;
  ClaimStatus: ResolverTypeWrapper<ClaimStatus>;
  ClaimStatusChange: ResolverTypeWrapper<ClaimStatusChange>;
  ClaimStolenBike: ResolverTypeWrapper<ClaimStolenBike>;
  ContentTargetMarket: ResolverTypeWrapper<ContentTargetMarket>;
  CreditCompany: ResolverTypeWrapper<CreditCompany>;
  CreditCustomer: ResolverTypeWrapper<CreditCustomer>;
  CreditInformation: ResolverTypeWrapper<CreditInformation>;
  CustCode: ResolverTypeWrapper<CustCode>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerArea: ResolverTypeWrapper<CustomerArea>;
  CustomerCompany: ResolverTypeWrapper<CustomerCompany>;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  DealerInformation: ResolverTypeWrapper<DealerInformation>;
  DeleteCartListPayload: ResolverTypeWrapper<DeleteCartListPayload>;
  DeleteUserPaymentResult: ResolverTypeWrapper<DeleteUserPaymentResult>;
  Delivery: ResolverTypeWrapper<Delivery>;
  DeliveryCurrency: ResolverTypeWrapper<DeliveryCurrency>;
  DeliveryLine: ResolverTypeWrapper<DeliveryLine>;
  DeskConfirmationInput: DeskConfirmationInput;
  DeskDelivery: ResolverTypeWrapper<DeskDelivery>;
  DeskDeliveryLine: ResolverTypeWrapper<DeskDeliveryLine>;
  DeskDeliveryLineInput: DeskDeliveryLineInput;
  DeskOrder: ResolverTypeWrapper<DeskOrder>;
  DeskOrderLine: ResolverTypeWrapper<DeskOrderLine>;
  DeskOrderPage: ResolverTypeWrapper<DeskOrderPage>;
  DeskStage: DeskStage;
  DiscountTier: ResolverTypeWrapper<DiscountTier>;
  ErrorCode: ErrorCode;
  ExpirePaymentsResult: ResolverTypeWrapper<ExpirePaymentsResult>;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  FilterOption: ResolverTypeWrapper<FilterOption>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  FormVisit: ResolverTypeWrapper<FormVisit>;
  FormVisitCustomer: ResolverTypeWrapper<FormVisitCustomer>;
  FormVisitInput: FormVisitInput;
  FormVisitOption: ResolverTypeWrapper<FormVisitOption>;
  FormVisitPage: ResolverTypeWrapper<FormVisitPage>;
  FormVisitPayload: ResolverTypeWrapper<FormVisitPayload>;
  FormVisitPhoto: ResolverTypeWrapper<FormVisitPhoto>;
  FormVisitPhotoInput: FormVisitPhotoInput;
  FormVisitSeries: ResolverTypeWrapper<FormVisitSeries>;
  FormVisitSeriesBrand: ResolverTypeWrapper<FormVisitSeriesBrand>;
  FormVisitSeriesBrandInput: FormVisitSeriesBrandInput;
  FreightBenefit: ResolverTypeWrapper<FreightBenefit>;
  GroupRole: ResolverTypeWrapper<GroupRole>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Invoice>;
  InvoiceDetail: ResolverTypeWrapper<InvoiceDetail>;
  InvoiceLine: ResolverTypeWrapper<InvoiceLine>;
  Language: ResolverTypeWrapper<Language>;
  MerchandiseCategory: ResolverTypeWrapper<MerchandiseCategory>;
  MerchantConfig: ResolverTypeWrapper<MerchantConfig>;
  MessageStatus: MessageStatus;
  MoneyFormat: ResolverTypeWrapper<MoneyFormat>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationMessage: ResolverTypeWrapper<MutationMessage>;
  OpenInvoiceCompany: ResolverTypeWrapper<OpenInvoiceCompany>;
  OpenOrderCompany: ResolverTypeWrapper<OpenOrderCompany>;
  OpenOrderDelivery: ResolverTypeWrapper<OpenOrderDelivery>;
  OpenOrderLine: ResolverTypeWrapper<OpenOrderLine>;
  Order: ResolverTypeWrapper<Order>;
  OrderDeskResult: ResolverTypeWrapper<OrderDeskResult>;
  OrderHistoryEntry: ResolverTypeWrapper<Omit<OrderHistoryEntry, 'lines'> & { lines: Array<ResolversTypes['OrderHistoryLine']> }>;
  OrderHistoryLine: ResolverTypeWrapper<Omit<OrderHistoryLine, 'product'> & { product?: Maybe<ResolversTypes['Product']> }>;
  OrderHistoryPage: ResolverTypeWrapper<Omit<OrderHistoryPage, 'items'> & { items: Array<ResolversTypes['OrderHistoryEntry']> }>;
  OrderLine: ResolverTypeWrapper<OrderLine>;
  OrderLineConfirmation: ResolverTypeWrapper<OrderLineConfirmation>;
  OrderLineStep: ResolverTypeWrapper<OrderLineStep>;
  OrderListFilterInput: OrderListFilterInput;
  OrderPage: ResolverTypeWrapper<OrderPage>;
  OrderPayment: ResolverTypeWrapper<OrderPayment>;
  OrderPaymentDoc: ResolverTypeWrapper<OrderPaymentDoc>;
  OrderShipment: ResolverTypeWrapper<OrderShipment>;
  OrderStatusInfo: ResolverTypeWrapper<OrderStatusInfo>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PaymentDoc: ResolverTypeWrapper<PaymentDoc>;
  PaymentInformationInput: PaymentInformationInput;
  PaymentMerchant: ResolverTypeWrapper<PaymentMerchant>;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentModule: PaymentModule;
  PaymentReceiptResult: ResolverTypeWrapper<PaymentReceiptResult>;
  PaymentRequest: ResolverTypeWrapper<PaymentRequest>;
  PaymentRequestFilterInput: PaymentRequestFilterInput;
  PaymentRequestInput: PaymentRequestInput;
  PaymentRequestInvoice: ResolverTypeWrapper<PaymentRequestInvoice>;
  PaymentRequestPage: ResolverTypeWrapper<PaymentRequestPage>;
  PaymentRequestResult: ResolverTypeWrapper<PaymentRequestResult>;
  PaymentStatus: ResolverTypeWrapper<PaymentStatus>;
  Pdi: ResolverTypeWrapper<Pdi>;
  PdiCheck: ResolverTypeWrapper<PdiCheck>;
  PdiCheckInput: PdiCheckInput;
  PdiChecklistItem: ResolverTypeWrapper<PdiChecklistItem>;
  PdiInput: PdiInput;
  PdiPage: ResolverTypeWrapper<PdiPage>;
  PdiPayload: ResolverTypeWrapper<PdiPayload>;
  Price: ResolverTypeWrapper<Price>;
  PriceComponent: ResolverTypeWrapper<PriceComponent>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  Product: ResolverTypeWrapper<ProductModel>;
  ProductAnalyze: ResolverTypeWrapper<ProductAnalyze>;
  ProductCategory: ProductCategory;
  ProductColor: ResolverTypeWrapper<ProductColor>;
  ProductCounts: ResolverTypeWrapper<ProductCounts>;
  ProductDetails: ResolverTypeWrapper<Omit<ProductDetails, 'group' | 'products' | 'promotions' | 'selected'> & { group: ResolversTypes['ProductGroup'], products: Array<ResolversTypes['Product']>, promotions: Array<ResolversTypes['Promotion']>, selected?: Maybe<ResolversTypes['Product']> }>;
  ProductFilterInput: ProductFilterInput;
  ProductGroup: ResolverTypeWrapper<ProductGroupModel>;
  ProductGroupPage: ResolverTypeWrapper<Omit<ProductGroupPage, 'items'> & { items: Array<ResolversTypes['ProductGroup']> }>;
  ProductListMessage: ResolverTypeWrapper<ProductListMessage>;
  ProductListMessageCode: ProductListMessageCode;
  ProductSortField: ProductSortField;
  ProductSortInput: ProductSortInput;
  ProductStock: ResolverTypeWrapper<ProductStock>;
  ProductTag: ResolverTypeWrapper<ProductTag>;
  ProductsWithMessagesPage: ResolverTypeWrapper<Omit<ProductsWithMessagesPage, 'items'> & { items: Array<ResolversTypes['ProductGroup']> }>;
  Promotion: ResolverTypeWrapper<PromotionModel>;
  PromotionDetail: ResolverTypeWrapper<PromotionDetail>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Report: ResolverTypeWrapper<Report>;
  ReportResult: ResolverTypeWrapper<ReportResult>;
  RestockNotificationPayload: ResolverTypeWrapper<RestockNotificationPayload>;
  SavedPayment: ResolverTypeWrapper<SavedPayment>;
  SearchSuggestion: ResolverTypeWrapper<Omit<SearchSuggestion, 'products'> & { products: Array<ResolversTypes['Product']> }>;
  SendCustomerFeedbackPayload: ResolverTypeWrapper<SendCustomerFeedbackPayload>;
  SendInvoiceEmailResult: ResolverTypeWrapper<SendInvoiceEmailResult>;
  SendTestNotificationPayload: ResolverTypeWrapper<SendTestNotificationPayload>;
  ShipTo: ResolverTypeWrapper<ShipTo>;
  ShipmentCartItemInput: ShipmentCartItemInput;
  ShipmentRate: ResolverTypeWrapper<ShipmentRate>;
  ShipmentRateAmount: ResolverTypeWrapper<ShipmentRateAmount>;
  SignInFailure: ResolverTypeWrapper<SignInFailure>;
  Sorg: ResolverTypeWrapper<Sorg>;
  SorgConfig: ResolverTypeWrapper<SorgConfig>;
  SortOrder: SortOrder;
  StartCartFromListPayload: ResolverTypeWrapper<Omit<StartCartFromListPayload, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  Stock: ResolverTypeWrapper<Stock>;
  StockEntry: ResolverTypeWrapper<StockEntry>;
  StockOrderConfirmation: ResolverTypeWrapper<StockOrderConfirmation>;
  StockOrderInput: StockOrderInput;
  StockSupply: ResolverTypeWrapper<StockSupply>;
  StockUpdateInput: StockUpdateInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProductsInCartPayload: ResolverTypeWrapper<Omit<UpdateProductsInCartPayload, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  UpdateProfileUserInput: UpdateProfileUserInput;
  UpdateProfileUserPayload: ResolverTypeWrapper<Omit<UpdateProfileUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UpdateStockPayload: ResolverTypeWrapper<UpdateStockPayload>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  UploadPaymentInput: UploadPaymentInput;
  User: ResolverTypeWrapper<UserModel>;
  UserArea: ResolverTypeWrapper<UserArea>;
  UserAreaInput: UserAreaInput;
  UserError: ResolverTypeWrapper<UserError>;
  UserNotification: ResolverTypeWrapper<UserNotification>;
  UserRole: ResolverTypeWrapper<UserRole>;
  VoidPaymentRequestResult: ResolverTypeWrapper<VoidPaymentRequestResult>;
  WarehouseAreaQtyInput: WarehouseAreaQtyInput;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActiveCustCode: ActiveCustCode;
  AdminPayment: AdminPayment;
  AdminPaymentPage: AdminPaymentPage;
  AdminPaymentResult: AdminPaymentResult;
  AgeingBucket: AgeingBucket;
  AgeingRange: AgeingRange;
  AnalyzeFlag: AnalyzeFlag;
  ArticleDisplay: ArticleDisplay;
  ArticleDisplayPage: ArticleDisplayPage;
  AveragePaymentDays: AveragePaymentDays;
  Banner: Banner;
  BikeCategory: BikeCategory;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  CannotPurchaseReason: CannotPurchaseReason;
  Cart: Omit<Cart, 'lines'> & { lines: Array<ResolversParentTypes['CartLine']> };
  CartLine: Omit<CartLine, 'product'> & { product: ResolversParentTypes['Product'] };
  CartLineResult: CartLineResult;
  CartList: CartList;
  CartListDetail: Omit<CartListDetail, 'content'> & { content: ResolversParentTypes['Cart'] };
  CartListPayload: CartListPayload;
  CartListSeenPriceInput: CartListSeenPriceInput;
  CartProductInput: CartProductInput;
  CartSorgGroup: CartSorgGroup;
  CartWithConfigs: Omit<CartWithConfigs, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  CatalogFilter: CatalogFilter;
  CatalogSyncPage: Omit<CatalogSyncPage, 'groups' | 'products'> & { groups: Array<ResolversParentTypes['ProductGroup']>, products: Array<ResolversParentTypes['Product']> };
  ChangeLanguagePayload: ChangeLanguagePayload;
  CheckoutChange: CheckoutChange;
  CheckoutInput: CheckoutInput;
  CheckoutProductInput: CheckoutProductInput;
  CheckoutResult: CheckoutResult;
  CheckoutShipmentInput: CheckoutShipmentInput;
  CheckoutSnapshotInput: CheckoutSnapshotInput;
  CheckoutSnapshotLineInput: CheckoutSnapshotLineInput;
  CheckoutSnapshotTotalInput: CheckoutSnapshotTotalInput;
  Claim: Claim;
  ClaimAdditionalDocument: ClaimAdditionalDocument;
  ClaimAdditionalDocumentPayload: ClaimAdditionalDocumentPayload;
  ClaimArticle: ClaimArticle;
  ClaimArticlePage: ClaimArticlePage;
  ClaimBikeInput: ClaimBikeInput;
  ClaimBrand: ClaimBrand;
  ClaimCapabilities: ClaimCapabilities;
  ClaimComment: ClaimComment;
  ClaimCommentPayload: ClaimCommentPayload;
  ClaimConsumer: ClaimConsumer;
  ClaimConsumerInput: ClaimConsumerInput;
  ClaimCustomer: ClaimCustomer;
  ClaimDoc: ClaimDoc;
  ClaimFile: ClaimFile;
  ClaimFileInput: ClaimFileInput;
  ClaimFilter: ClaimFilter;
  ClaimFrame: ClaimFrame;
  ClaimHistory: ClaimHistory;
  ClaimPaaInput: ClaimPaaInput;
  ClaimPage: ClaimPage;
  ClaimPayload: ClaimPayload;
  ClaimProblem: ClaimProblem;
  ClaimProblemInput: ClaimProblemInput;
  ClaimProblemOption: ClaimProblemOption;
  ClaimRecall: ClaimRecall;
  ClaimRecallFrames: ClaimRecallFrames;
  ClaimStatus: ClaimStatus;
  ClaimStatusChange: ClaimStatusChange;
  ClaimStolenBike: ClaimStolenBike;
  ContentTargetMarket: ContentTargetMarket;
  CreditCompany: CreditCompany;
  CreditCustomer: CreditCustomer;
  CreditInformation: CreditInformation;
  CustCode: CustCode;
  Customer: CustomerModel;
  CustomerArea: CustomerArea;
  CustomerCompany: CustomerCompany;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  DealerInformation: DealerInformation;
  DeleteCartListPayload: DeleteCartListPayload;
  DeleteUserPaymentResult: DeleteUserPaymentResult;
  Delivery: Delivery;
  DeliveryCurrency: DeliveryCurrency;
  DeliveryLine: DeliveryLine;
  DeskConfirmationInput: DeskConfirmationInput;
  DeskDelivery: DeskDelivery;
  DeskDeliveryLine: DeskDeliveryLine;
  DeskDeliveryLineInput: DeskDeliveryLineInput;
  DeskOrder: DeskOrder;
  DeskOrderLine: DeskOrderLine;
  DeskOrderPage: DeskOrderPage;
  DiscountTier: DiscountTier;
  ExpirePaymentsResult: ExpirePaymentsResult;
  File: Scalars['File']['output'];
  FilterOption: FilterOption;
  Float: Scalars['Float']['output'];
  FormVisit: FormVisit;
  FormVisitCustomer: FormVisitCustomer;
  FormVisitInput: FormVisitInput;
  FormVisitOption: FormVisitOption;
  FormVisitPage: FormVisitPage;
  FormVisitPayload: FormVisitPayload;
  FormVisitPhoto: FormVisitPhoto;
  FormVisitPhotoInput: FormVisitPhotoInput;
  FormVisitSeries: FormVisitSeries;
  FormVisitSeriesBrand: FormVisitSeriesBrand;
  FormVisitSeriesBrandInput: FormVisitSeriesBrandInput;
  FreightBenefit: FreightBenefit;
  GroupRole: GroupRole;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invoice: Invoice;
  InvoiceDetail: InvoiceDetail;
  InvoiceLine: InvoiceLine;
  Language: Language;
  MerchandiseCategory: MerchandiseCategory;
  MerchantConfig: MerchantConfig;
  MoneyFormat: MoneyFormat;
  Mutation: Record<PropertyKey, never>;
  MutationMessage: MutationMessage;
  OpenInvoiceCompany: OpenInvoiceCompany;
  OpenOrderCompany: OpenOrderCompany;
  OpenOrderDelivery: OpenOrderDelivery;
  OpenOrderLine: OpenOrderLine;
  Order: Order;
  OrderDeskResult: OrderDeskResult;
  OrderHistoryEntry: Omit<OrderHistoryEntry, 'lines'> & { lines: Array<ResolversParentTypes['OrderHistoryLine']> };
  OrderHistoryLine: Omit<OrderHistoryLine, 'product'> & { product?: Maybe<ResolversParentTypes['Product']> };
  OrderHistoryPage: Omit<OrderHistoryPage, 'items'> & { items: Array<ResolversParentTypes['OrderHistoryEntry']> };
  OrderLine: OrderLine;
  OrderLineConfirmation: OrderLineConfirmation;
  OrderLineStep: OrderLineStep;
  OrderListFilterInput: OrderListFilterInput;
  OrderPage: OrderPage;
  OrderPayment: OrderPayment;
  OrderPaymentDoc: OrderPaymentDoc;
  OrderShipment: OrderShipment;
  OrderStatusInfo: OrderStatusInfo;
  PageInfo: PageInfo;
  PaymentDoc: PaymentDoc;
  PaymentInformationInput: PaymentInformationInput;
  PaymentMerchant: PaymentMerchant;
  PaymentMethod: PaymentMethod;
  PaymentReceiptResult: PaymentReceiptResult;
  PaymentRequest: PaymentRequest;
  PaymentRequestFilterInput: PaymentRequestFilterInput;
  PaymentRequestInput: PaymentRequestInput;
  PaymentRequestInvoice: PaymentRequestInvoice;
  PaymentRequestPage: PaymentRequestPage;
  PaymentRequestResult: PaymentRequestResult;
  PaymentStatus: PaymentStatus;
  Pdi: Pdi;
  PdiCheck: PdiCheck;
  PdiCheckInput: PdiCheckInput;
  PdiChecklistItem: PdiChecklistItem;
  PdiInput: PdiInput;
  PdiPage: PdiPage;
  PdiPayload: PdiPayload;
  Price: Price;
  PriceComponent: PriceComponent;
  PriceRange: PriceRange;
  Product: ProductModel;
  ProductAnalyze: ProductAnalyze;
  ProductColor: ProductColor;
  ProductCounts: ProductCounts;
  ProductDetails: Omit<ProductDetails, 'group' | 'products' | 'promotions' | 'selected'> & { group: ResolversParentTypes['ProductGroup'], products: Array<ResolversParentTypes['Product']>, promotions: Array<ResolversParentTypes['Promotion']>, selected?: Maybe<ResolversParentTypes['Product']> };
  ProductFilterInput: ProductFilterInput;
  ProductGroup: ProductGroupModel;
  ProductGroupPage: Omit<ProductGroupPage, 'items'> & { items: Array<ResolversParentTypes['ProductGroup']> };
  ProductListMessage: ProductListMessage;
  ProductSortInput: ProductSortInput;
  ProductStock: ProductStock;
  ProductTag: ProductTag;
  ProductsWithMessagesPage: Omit<ProductsWithMessagesPage, 'items'> & { items: Array<ResolversParentTypes['ProductGroup']> };
  Promotion: PromotionModel;
  PromotionDetail: PromotionDetail;
  Query: Record<PropertyKey, never>;
  Report: Report;
  ReportResult: ReportResult;
  RestockNotificationPayload: RestockNotificationPayload;
  SavedPayment: SavedPayment;
  SearchSuggestion: Omit<SearchSuggestion, 'products'> & { products: Array<ResolversParentTypes['Product']> };
  SendCustomerFeedbackPayload: SendCustomerFeedbackPayload;
  SendInvoiceEmailResult: SendInvoiceEmailResult;
  SendTestNotificationPayload: SendTestNotificationPayload;
  ShipTo: ShipTo;
  ShipmentCartItemInput: ShipmentCartItemInput;
  ShipmentRate: ShipmentRate;
  ShipmentRateAmount: ShipmentRateAmount;
  SignInFailure: SignInFailure;
  Sorg: Sorg;
  SorgConfig: SorgConfig;
  StartCartFromListPayload: Omit<StartCartFromListPayload, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  Stock: Stock;
  StockEntry: StockEntry;
  StockOrderConfirmation: StockOrderConfirmation;
  StockOrderInput: StockOrderInput;
  StockSupply: StockSupply;
  StockUpdateInput: StockUpdateInput;
  String: Scalars['String']['output'];
  UpdateProductsInCartPayload: Omit<UpdateProductsInCartPayload, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  UpdateProfileUserInput: UpdateProfileUserInput;
  UpdateProfileUserPayload: Omit<UpdateProfileUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UpdateStockPayload: UpdateStockPayload;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  UploadPaymentInput: UploadPaymentInput;
  User: UserModel;
  UserArea: UserArea;
  UserAreaInput: UserAreaInput;
  UserError: UserError;
  UserNotification: UserNotification;
  UserRole: UserRole;
  VoidPaymentRequestResult: VoidPaymentRequestResult;
  WarehouseAreaQtyInput: WarehouseAreaQtyInput;
}>;

export type ActiveCustCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveCustCode'] = ResolversParentTypes['ActiveCustCode']> = ResolversObject<{
  isr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  r3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type AdminPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPayment'] = ResolversParentTypes['AdminPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  approvedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canApprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canVoid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docs?: Resolver<Array<ResolversTypes['PaymentDoc']>, ParentType, ContextType>;
  externalId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gatewayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gatewayRef?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  module?: Resolver<ResolversTypes['PaymentModule'], ParentType, ContextType>;
  orderNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
}>;

export type AdminPaymentPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPaymentPage'] = ResolversParentTypes['AdminPaymentPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['AdminPayment']>, ParentType, ContextType>;
}>;

export type AdminPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminPaymentResult'] = ResolversParentTypes['AdminPaymentResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  payment?: Resolver<Maybe<ResolversTypes['AdminPayment']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type AgeingBucketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgeingBucket'] = ResolversParentTypes['AgeingBucket']> = ResolversObject<{
  invoice?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['AgeingRange'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type AgeingRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AgeingRange'] = ResolversParentTypes['AgeingRange']> = ResolversObject<{
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type AnalyzeFlagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalyzeFlag'] = ResolversParentTypes['AnalyzeFlag']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ArticleDisplayResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleDisplay'] = ResolversParentTypes['ArticleDisplay']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleDisplayPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ArticleDisplayPage'] = ResolversParentTypes['ArticleDisplayPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ArticleDisplay']>, ParentType, ContextType>;
}>;

export type AveragePaymentDaysResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AveragePaymentDays'] = ResolversParentTypes['AveragePaymentDays']> = ResolversObject<{
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  bannerFile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BikeCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BikeCategory'] = ResolversParentTypes['BikeCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mcIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  wording?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CannotPurchaseReasonResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CannotPurchaseReason'] = ResolversParentTypes['CannotPurchaseReason']> = ResolversObject<{
  code?: Resolver<ResolversTypes['CannotPurchaseCode'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = ResolversObject<{
  groups?: Resolver<Array<ResolversTypes['CartSorgGroup']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['CartLine']>, ParentType, ContextType>;
  totalQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLine'] = ResolversParentTypes['CartLine']> = ResolversObject<{
  appliedTier?: Resolver<Maybe<ResolversTypes['DiscountTier']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['CannotPurchaseReason']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartLineResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartLineResult'] = ResolversParentTypes['CartLineResult']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previousUnitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['CartLineStatus'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type CartListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartList'] = ResolversParentTypes['CartList']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['CartSorgGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CartListDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartListDetail'] = ResolversParentTypes['CartListDetail']> = ResolversObject<{
  content?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['CartList'], ParentType, ContextType>;
}>;

export type CartListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartListPayload'] = ResolversParentTypes['CartListPayload']> = ResolversObject<{
  list?: Resolver<Maybe<ResolversTypes['CartList']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CartSorgGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartSorgGroup'] = ResolversParentTypes['CartSorgGroup']> = ResolversObject<{
  format?: Resolver<ResolversTypes['MoneyFormat'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CartWithConfigsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartWithConfigs'] = ResolversParentTypes['CartWithConfigs']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  configs?: Resolver<Array<ResolversTypes['SorgConfig']>, ParentType, ContextType>;
}>;

export type CatalogFilterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogFilter'] = ResolversParentTypes['CatalogFilter']> = ResolversObject<{
  brands?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  frameSizes?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  priceRange?: Resolver<Maybe<ResolversTypes['PriceRange']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  tagCategories?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
  wheelSizes?: Resolver<Array<ResolversTypes['FilterOption']>, ParentType, ContextType>;
}>;

export type CatalogSyncPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogSyncPage'] = ResolversParentTypes['CatalogSyncPage']> = ResolversObject<{
  asOf?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['ProductGroup']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ChangeLanguagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeLanguagePayload'] = ResolversParentTypes['ChangeLanguagePayload']> = ResolversObject<{
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type CheckoutChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutChange'] = ResolversParentTypes['CheckoutChange']> = ResolversObject<{
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  articleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CheckoutResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = ResolversObject<{
  changes?: Resolver<Array<ResolversTypes['CheckoutChange']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Claim'] = ResolversParentTypes['Claim']> = ResolversObject<{
  additionalDocuments?: Resolver<Array<ResolversTypes['ClaimAdditionalDocument']>, ParentType, ContextType>;
  articleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  articleDescription?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bikeAttributes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Array<ResolversTypes['ClaimComment']>, ParentType, ContextType>;
  consumer?: Resolver<ResolversTypes['ClaimConsumer'], ParentType, ContextType>;
  contactPersonName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditNoteNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryOrderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  docs?: Resolver<Array<ResolversTypes['ClaimDoc']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ClaimFile']>, ParentType, ContextType>;
  frameNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameShippedDelvNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameShippedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameShippedToName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  histories?: Resolver<Array<ResolversTypes['ClaimHistory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isNotAWarranty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mcName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextStatuses?: Resolver<Array<ResolversTypes['ClaimStatusChange']>, ParentType, ContextType>;
  nonCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pdi?: Resolver<Maybe<ResolversTypes['Pdi']>, ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ClaimProblem']>, ParentType, ContextType>;
  productCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchaseDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reasonRejection?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recallFrames?: Resolver<Array<ResolversTypes['ClaimRecall']>, ParentType, ContextType>;
  referenceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resolution?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippedToAnotherCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
  stolenBike?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ClaimAdditionalDocumentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimAdditionalDocument'] = ResolversParentTypes['ClaimAdditionalDocument']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  no?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimAdditionalDocumentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimAdditionalDocumentPayload'] = ResolversParentTypes['ClaimAdditionalDocumentPayload']> = ResolversObject<{
  additionalDocument?: Resolver<Maybe<ResolversTypes['ClaimAdditionalDocument']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimArticleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimArticle'] = ResolversParentTypes['ClaimArticle']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mcName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimArticlePageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimArticlePage'] = ResolversParentTypes['ClaimArticlePage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ClaimArticle']>, ParentType, ContextType>;
}>;

export type ClaimBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimBrand'] = ResolversParentTypes['ClaimBrand']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimCapabilitiesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimCapabilities'] = ResolversParentTypes['ClaimCapabilities']> = ResolversObject<{
  canChangeStatus?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canCreatePaa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSeeAllCustomers?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canSeeInternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimCommentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimComment'] = ResolversParentTypes['ClaimComment']> = ResolversObject<{
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  internal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimCommentPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimCommentPayload'] = ResolversParentTypes['ClaimCommentPayload']> = ResolversObject<{
  comment?: Resolver<Maybe<ResolversTypes['ClaimComment']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimConsumerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimConsumer'] = ResolversParentTypes['ClaimConsumer']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimCustomer'] = ResolversParentTypes['ClaimCustomer']> = ResolversObject<{
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimDocResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimDoc'] = ResolversParentTypes['ClaimDoc']> = ResolversObject<{
  docType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimFile'] = ResolversParentTypes['ClaimFile']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimFrameResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimFrame'] = ResolversParentTypes['ClaimFrame']> = ResolversObject<{
  articleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frameShippedDelvNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameShippedTo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameShippedToName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mcName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productionCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shippedToAnotherCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ClaimHistoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimHistory'] = ResolversParentTypes['ClaimHistory']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fromStatus?: Resolver<Maybe<ResolversTypes['ClaimStatus']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toStatus?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ClaimPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimPage'] = ResolversParentTypes['ClaimPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Claim']>, ParentType, ContextType>;
}>;

export type ClaimPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimPayload'] = ResolversParentTypes['ClaimPayload']> = ResolversObject<{
  claim?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ClaimProblemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimProblem'] = ResolversParentTypes['ClaimProblem']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimProblemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimProblemOption'] = ResolversParentTypes['ClaimProblemOption']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  part?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimRecallResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimRecall'] = ResolversParentTypes['ClaimRecall']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimRecallFramesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimRecallFrames'] = ResolversParentTypes['ClaimRecallFrames']> = ResolversObject<{
  frame?: Resolver<Maybe<ResolversTypes['ClaimFrame']>, ParentType, ContextType>;
  frameNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recalls?: Resolver<Array<ResolversTypes['ClaimRecall']>, ParentType, ContextType>;
}>;

export type ClaimStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimStatus'] = ResolversParentTypes['ClaimStatus']> = ResolversObject<{
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ClaimStatusChangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimStatusChange'] = ResolversParentTypes['ClaimStatusChange']> = ResolversObject<{
  needsReason?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sideEffect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ClaimStatus'], ParentType, ContextType>;
}>;

export type ClaimStolenBikeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ClaimStolenBike'] = ResolversParentTypes['ClaimStolenBike']> = ResolversObject<{
  frameNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reportedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stolen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContentTargetMarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentTargetMarket'] = ResolversParentTypes['ContentTargetMarket']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditCompany'] = ResolversParentTypes['CreditCompany']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditCustomer'] = ResolversParentTypes['CreditCustomer']> = ResolversObject<{
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditInformation'] = ResolversParentTypes['CreditInformation']> = ResolversObject<{
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['CreditCompany'], ParentType, ContextType>;
  consignment?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditControl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditExposure?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  creditLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openDO?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  openInvoice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reasonBlocked?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorgs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustCode'] = ResolversParentTypes['CustCode']> = ResolversObject<{
  isr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  r3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unified?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = ResolversObject<{
  custAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custAreas?: Resolver<Array<ResolversTypes['CustomerArea']>, ParentType, ContextType>;
  custCity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['CustCode'], ParentType, ContextType>;
  custEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CustomerAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerArea'] = ResolversParentTypes['CustomerArea']> = ResolversObject<{
  accountCurrent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditControl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditCusts?: Resolver<Array<ResolversTypes['CreditCustomer']>, ParentType, ContextType>;
  custCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custGroup?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  includeTax?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchantConfig?: Resolver<ResolversTypes['MerchantConfig'], ParentType, ContextType>;
  server?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerCompany'] = ResolversParentTypes['CustomerCompany']> = ResolversObject<{
  accountCurrent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  areas?: Resolver<Array<ResolversTypes['CustomerArea']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditCusts?: Resolver<Array<ResolversTypes['CreditCustomer']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CustomerPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPage'] = ResolversParentTypes['CustomerPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
}>;

export type DealerInformationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DealerInformation'] = ResolversParentTypes['DealerInformation']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactPersonPhone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeleteCartListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteCartListPayload'] = ResolversParentTypes['DeleteCartListPayload']> = ResolversObject<{
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeleteUserPaymentResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteUserPaymentResult'] = ResolversParentTypes['DeleteUserPaymentResult']> = ResolversObject<{
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type DeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Delivery'] = ResolversParentTypes['Delivery']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['DeliveryCurrency'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custPoNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  detail?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  doNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expeditionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTypeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeliveryCurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryCurrency'] = ResolversParentTypes['DeliveryCurrency']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimalPrecission?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decimalSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thousandSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeliveryLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeliveryLine'] = ResolversParentTypes['DeliveryLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DeskDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskDelivery'] = ResolversParentTypes['DeskDelivery']> = ResolversObject<{
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expeditionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeskDeliveryLine']>, ParentType, ContextType>;
  trackingNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type DeskDeliveryLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskDeliveryLine'] = ResolversParentTypes['DeskDeliveryLine']> = ResolversObject<{
  orderLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DeskOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskOrder'] = ResolversParentTypes['DeskOrder']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimalPrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['DeskDelivery']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['DeskOrderLine']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentExpiredAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentReceipt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentState?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pendingB2B?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sapOrderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type DeskOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskOrderLine'] = ResolversParentTypes['DeskOrderLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmations?: Resolver<Array<ResolversTypes['OrderLineConfirmation']>, ParentType, ContextType>;
  confirmedQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shippedQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DeskOrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeskOrderPage'] = ResolversParentTypes['DeskOrderPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['DeskOrder']>, ParentType, ContextType>;
}>;

export type DiscountTierResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DiscountTier'] = ResolversParentTypes['DiscountTier']> = ResolversObject<{
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  salesDealNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  term?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ExpirePaymentsResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExpirePaymentsResult'] = ResolversParentTypes['ExpirePaymentsResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  orderNos?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type FilterOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FilterOption'] = ResolversParentTypes['FilterOption']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormVisitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisit'] = ResolversParentTypes['FormVisit']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandDisplay?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  brandDisplayDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brandDomination?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  canEdit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  equipment?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  equipmentText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherMidrange?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  otherMidrangeDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  otherSeriesList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['FormVisitPhoto']>, ParentType, ContextType>;
  qtyNonPlgGrp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  qtyPlgGrp?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  seriesBrand?: Resolver<Array<ResolversTypes['FormVisitSeriesBrand']>, ParentType, ContextType>;
  seriesList?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FormVisitCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitCustomer'] = ResolversParentTypes['FormVisitCustomer']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastVisitAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormVisitOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitOption'] = ResolversParentTypes['FormVisitOption']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormVisitPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitPage'] = ResolversParentTypes['FormVisitPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['FormVisit']>, ParentType, ContextType>;
}>;

export type FormVisitPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitPayload'] = ResolversParentTypes['FormVisitPayload']> = ResolversObject<{
  formVisit?: Resolver<Maybe<ResolversTypes['FormVisit']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type FormVisitPhotoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitPhoto'] = ResolversParentTypes['FormVisitPhoto']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type FormVisitSeriesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitSeries'] = ResolversParentTypes['FormVisitSeries']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FormVisitSeriesBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FormVisitSeriesBrand'] = ResolversParentTypes['FormVisitSeriesBrand']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FreightBenefitResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FreightBenefit'] = ResolversParentTypes['FreightBenefit']> = ResolversObject<{
  discountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  isHomeWarehouse?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  targetQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  warehouseArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type GroupRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupRole'] = ResolversParentTypes['GroupRole']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = ResolversObject<{
  accountingAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  accountingNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  assignment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  clearingDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  detailNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  doNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earlyPaymentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  expeditionName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expeditionTracking?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fiscalYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  freightAllowance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  grandTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  installment?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineItem?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  overdue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  payerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  recycleFee?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  shippingCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surcharges?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceDetail'] = ResolversParentTypes['InvoiceDetail']> = ResolversObject<{
  installments?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InvoiceLine']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InvoiceLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceLine'] = ResolversParentTypes['InvoiceLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MerchandiseCategoryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchandiseCategory'] = ResolversParentTypes['MerchandiseCategory']> = ResolversObject<{
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MerchantConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantConfig'] = ResolversParentTypes['MerchantConfig']> = ResolversObject<{
  allowPayInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MoneyFormatResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MoneyFormat'] = ResolversParentTypes['MoneyFormat']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decimalPrecision?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  decimalSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  symbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  thousandSeparator?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptOrder?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationAcceptOrderArgs, 'orderNo'>>;
  approveOrderPayment?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationApproveOrderPaymentArgs, 'orderNo'>>;
  approvePayment?: Resolver<ResolversTypes['AdminPaymentResult'], ParentType, ContextType, RequireFields<MutationApprovePaymentArgs, 'id'>>;
  changeLanguage?: Resolver<ResolversTypes['ChangeLanguagePayload'], ParentType, ContextType, RequireFields<MutationChangeLanguageArgs, 'id'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  confirmOrderLines?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationConfirmOrderLinesArgs, 'confirmations' | 'orderNo'>>;
  createClaimAdditionalDocument?: Resolver<ResolversTypes['ClaimAdditionalDocumentPayload'], ParentType, ContextType, RequireFields<MutationCreateClaimAdditionalDocumentArgs, 'additionalDocument' | 'claimId' | 'title'>>;
  createClaimBike?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationCreateClaimBikeArgs, 'input'>>;
  createClaimComment?: Resolver<ResolversTypes['ClaimCommentPayload'], ParentType, ContextType, RequireFields<MutationCreateClaimCommentArgs, 'comment' | 'id' | 'isInternal'>>;
  createClaimPDI?: Resolver<ResolversTypes['PdiPayload'], ParentType, ContextType, RequireFields<MutationCreateClaimPdiArgs, 'input'>>;
  createClaimPaa?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationCreateClaimPaaArgs, 'input'>>;
  createDelivery?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationCreateDeliveryArgs, 'estimatedDeliveryDate' | 'lines' | 'orderNo'>>;
  createFormVisit?: Resolver<ResolversTypes['FormVisitPayload'], ParentType, ContextType, RequireFields<MutationCreateFormVisitArgs, 'input'>>;
  createPaymentRequest?: Resolver<ResolversTypes['PaymentRequestResult'], ParentType, ContextType, RequireFields<MutationCreatePaymentRequestArgs, 'input' | 'invoiceNumbers'>>;
  createPaymentRequestV2?: Resolver<ResolversTypes['PaymentRequestResult'], ParentType, ContextType, RequireFields<MutationCreatePaymentRequestV2Args, 'accountingNumbers' | 'input'>>;
  createPaymentRequestV3?: Resolver<ResolversTypes['PaymentRequestResult'], ParentType, ContextType, RequireFields<MutationCreatePaymentRequestV3Args, 'accountingNumbers' | 'input' | 'isPartialPayment'>>;
  deleteCartList?: Resolver<ResolversTypes['DeleteCartListPayload'], ParentType, ContextType, RequireFields<MutationDeleteCartListArgs, 'id'>>;
  deleteClaimAdditionalDocument?: Resolver<ResolversTypes['ClaimAdditionalDocumentPayload'], ParentType, ContextType, RequireFields<MutationDeleteClaimAdditionalDocumentArgs, 'id'>>;
  deleteClaimPDI?: Resolver<ResolversTypes['PdiPayload'], ParentType, ContextType, RequireFields<MutationDeleteClaimPdiArgs, 'id'>>;
  deleteFormVisit?: Resolver<ResolversTypes['FormVisitPayload'], ParentType, ContextType, RequireFields<MutationDeleteFormVisitArgs, 'id'>>;
  deletePaymentDoc?: Resolver<ResolversTypes['AdminPaymentResult'], ParentType, ContextType, RequireFields<MutationDeletePaymentDocArgs, 'id'>>;
  deletePaymentReceipt?: Resolver<ResolversTypes['PaymentReceiptResult'], ParentType, ContextType, RequireFields<MutationDeletePaymentReceiptArgs, 'id'>>;
  deleteUserPayment?: Resolver<ResolversTypes['DeleteUserPaymentResult'], ParentType, ContextType, RequireFields<MutationDeleteUserPaymentArgs, 'id'>>;
  expireOrderPayments?: Resolver<ResolversTypes['ExpirePaymentsResult'], ParentType, ContextType>;
  exportOpenOrders?: Resolver<ResolversTypes['ReportResult'], ParentType, ContextType>;
  failOrderPayment?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationFailOrderPaymentArgs, 'orderNo'>>;
  markNotificationsRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<MutationMarkNotificationsReadArgs>>;
  rejectOrder?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationRejectOrderArgs, 'orderNo' | 'reason'>>;
  renameCartList?: Resolver<ResolversTypes['CartListPayload'], ParentType, ContextType, RequireFields<MutationRenameCartListArgs, 'id' | 'name'>>;
  restoreClaimPDI?: Resolver<ResolversTypes['PdiPayload'], ParentType, ContextType, RequireFields<MutationRestoreClaimPdiArgs, 'id'>>;
  saveCartAsList?: Resolver<ResolversTypes['CartListPayload'], ParentType, ContextType, RequireFields<MutationSaveCartAsListArgs, 'name'>>;
  sendCustomerFeedback?: Resolver<ResolversTypes['SendCustomerFeedbackPayload'], ParentType, ContextType, RequireFields<MutationSendCustomerFeedbackArgs, 'message'>>;
  sendInvoiceEmail?: Resolver<ResolversTypes['SendInvoiceEmailResult'], ParentType, ContextType, RequireFields<MutationSendInvoiceEmailArgs, 'invoiceNumber' | 'sorg'>>;
  sendTestNotification?: Resolver<ResolversTypes['SendTestNotificationPayload'], ParentType, ContextType>;
  shipDelivery?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationShipDeliveryArgs, 'deliveryDate' | 'doNumber'>>;
  simulateTransfer?: Resolver<ResolversTypes['PaymentRequestResult'], ParentType, ContextType, RequireFields<MutationSimulateTransferArgs, 'externalId'>>;
  startCartFromList?: Resolver<ResolversTypes['StartCartFromListPayload'], ParentType, ContextType, RequireFields<MutationStartCartFromListArgs, 'id' | 'mode'>>;
  subscribeRestockedNotification?: Resolver<ResolversTypes['RestockNotificationPayload'], ParentType, ContextType, RequireFields<MutationSubscribeRestockedNotificationArgs, 'articleCode' | 'sorg'>>;
  unsubscribeRestockedNotification?: Resolver<ResolversTypes['RestockNotificationPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeRestockedNotificationArgs, 'articleCode' | 'sorg'>>;
  updateClaimBike?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationUpdateClaimBikeArgs, 'baseVersion' | 'id' | 'input'>>;
  updateClaimPDI?: Resolver<ResolversTypes['PdiPayload'], ParentType, ContextType, RequireFields<MutationUpdateClaimPdiArgs, 'baseVersion' | 'id' | 'input'>>;
  updateClaimPaa?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationUpdateClaimPaaArgs, 'baseVersion' | 'id' | 'input'>>;
  updateClaimPaaV2?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationUpdateClaimPaaV2Args, 'baseVersion' | 'id' | 'input'>>;
  updateClaimStatus?: Resolver<ResolversTypes['ClaimPayload'], ParentType, ContextType, RequireFields<MutationUpdateClaimStatusArgs, 'id' | 'newStatus'>>;
  updateFormVisit?: Resolver<ResolversTypes['FormVisitPayload'], ParentType, ContextType, RequireFields<MutationUpdateFormVisitArgs, 'baseVersion' | 'id' | 'input'>>;
  updateProductsInCart?: Resolver<ResolversTypes['UpdateProductsInCartPayload'], ParentType, ContextType, RequireFields<MutationUpdateProductsInCartArgs, 'products'>>;
  updateProfileUser?: Resolver<ResolversTypes['UpdateProfileUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileUserArgs, 'user'>>;
  updateStock?: Resolver<ResolversTypes['UpdateStockPayload'], ParentType, ContextType, RequireFields<MutationUpdateStockArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UpdateUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'generatePassword' | 'id' | 'user'>>;
  uploadPayment?: Resolver<ResolversTypes['AdminPaymentResult'], ParentType, ContextType, RequireFields<MutationUploadPaymentArgs, 'input'>>;
  uploadPaymentDoc?: Resolver<ResolversTypes['AdminPaymentResult'], ParentType, ContextType, RequireFields<MutationUploadPaymentDocArgs, 'paymentId' | 'uploadId'>>;
  uploadPaymentReceipt?: Resolver<ResolversTypes['PaymentReceiptResult'], ParentType, ContextType, RequireFields<MutationUploadPaymentReceiptArgs, 'externalId' | 'uploadId'>>;
  voidOrderPayment?: Resolver<ResolversTypes['OrderDeskResult'], ParentType, ContextType, RequireFields<MutationVoidOrderPaymentArgs, 'orderNo'>>;
  voidPayment?: Resolver<ResolversTypes['AdminPaymentResult'], ParentType, ContextType, RequireFields<MutationVoidPaymentArgs, 'orderNumber'>>;
  voidPaymentRequest?: Resolver<ResolversTypes['VoidPaymentRequestResult'], ParentType, ContextType, RequireFields<MutationVoidPaymentRequestArgs, 'merchant' | 'payerCode'>>;
}>;

export type MutationMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationMessage'] = ResolversParentTypes['MutationMessage']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
}>;

export type OpenInvoiceCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenInvoiceCompany'] = ResolversParentTypes['OpenInvoiceCompany']> = ResolversObject<{
  additionalDisplays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerAgeing?: Resolver<Array<ResolversTypes['AgeingBucket']>, ParentType, ContextType>;
  pendingPayment?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  waitingForPayment?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType>;
}>;

export type OpenOrderCompanyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenOrderCompany'] = ResolversParentTypes['OpenOrderCompany']> = ResolversObject<{
  companyCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['OpenOrderDelivery']>, ParentType, ContextType>;
  deliveriesTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  orders?: Resolver<Array<ResolversTypes['OpenOrderLine']>, ParentType, ContextType>;
  ordersTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OpenOrderDeliveryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenOrderDelivery'] = ResolversParentTypes['OpenOrderDelivery']> = ResolversObject<{
  detail?: Resolver<Array<ResolversTypes['DeliveryLine']>, ParentType, ContextType>;
  doNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  estimatedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OpenOrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenOrderLine'] = ResolversParentTypes['OpenOrderLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['MoneyFormat'], ParentType, ContextType>;
  internalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  modelYear?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTypeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  poNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productCategory?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  requestDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipToAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  soNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custPoNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType>;
  deliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  expectedDeliveryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['MoneyFormat'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastVisitAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderPayment?: Resolver<Maybe<ResolversTypes['OrderPayment']>, ParentType, ContextType>;
  orderShipment?: Resolver<Maybe<ResolversTypes['OrderShipment']>, ParentType, ContextType>;
  orderStatus?: Resolver<ResolversTypes['OrderStatusInfo'], ParentType, ContextType>;
  orderType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderTypeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rejectionReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sapOrderNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipComplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shipTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderDeskResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderDeskResult'] = ResolversParentTypes['OrderDeskResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['DeskOrder']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type OrderHistoryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryEntry'] = ResolversParentTypes['OrderHistoryEntry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<ResolversTypes['MoneyFormat'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderHistoryLine']>, ParentType, ContextType>;
  orderNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalOrder?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type OrderHistoryLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryLine'] = ResolversParentTypes['OrderHistoryLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderHistoryPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderHistoryPage'] = ResolversParentTypes['OrderHistoryPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['OrderHistoryEntry']>, ParentType, ContextType>;
}>;

export type OrderLineResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmations?: Resolver<Array<ResolversTypes['OrderLineConfirmation']>, ParentType, ContextType>;
  deliveredQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPreOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  promoPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeline?: Resolver<Maybe<Array<ResolversTypes['OrderLineStep']>>, ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderLineConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineConfirmation'] = ResolversParentTypes['OrderLineConfirmation']> = ResolversObject<{
  supplyDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyLocation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplyPriority?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplyQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplyShippingPoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplySite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  supplySloc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderLineStepResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderLineStep'] = ResolversParentTypes['OrderLineStep']> = ResolversObject<{
  at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  doNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  supplyDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrderPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPage'] = ResolversParentTypes['OrderPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
}>;

export type OrderPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPayment'] = ResolversParentTypes['OrderPayment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instruction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isPaymentCompleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaymentFailed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaymentUploaded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaymentVoided?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPaymentWaiting?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentDiscountAmount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentDocs?: Resolver<Array<ResolversTypes['OrderPaymentDoc']>, ParentType, ContextType>;
  paymentReceipt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderPaymentDocResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaymentDoc'] = ResolversParentTypes['OrderPaymentDoc']> = ResolversObject<{
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uploadedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  curr?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shipmentNotes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrderStatusInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderStatusInfo'] = ResolversParentTypes['OrderStatusInfo']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pendingB2B?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentDocResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentDoc'] = ResolversParentTypes['PaymentDoc']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentMerchantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMerchant'] = ResolversParentTypes['PaymentMerchant']> = ResolversObject<{
  extPaymentGatewayId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentDiscount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paymentId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMerchants?: Resolver<Array<ResolversTypes['PaymentMerchant']>, ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentReceiptResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentReceiptResult'] = ResolversParentTypes['PaymentReceiptResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  paymentRequest?: Resolver<Maybe<ResolversTypes['PaymentRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PaymentRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequest'] = ResolversParentTypes['PaymentRequest']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiredDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  extRefData?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gatewayLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instruction?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['PaymentRequestInvoice']>, ParentType, ContextType>;
  isPartialPayment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  receipts?: Resolver<Array<ResolversTypes['PaymentDoc']>, ParentType, ContextType>;
  virtualAccountNo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaymentRequestInvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequestInvoice'] = ResolversParentTypes['PaymentRequestInvoice']> = ResolversObject<{
  accountingNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  assignment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoiceNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaymentRequestPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequestPage'] = ResolversParentTypes['PaymentRequestPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['PaymentRequest']>, ParentType, ContextType>;
}>;

export type PaymentRequestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentRequestResult'] = ResolversParentTypes['PaymentRequestResult']> = ResolversObject<{
  paymentRequest?: Resolver<Maybe<ResolversTypes['PaymentRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PaymentStatusResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentStatus'] = ResolversParentTypes['PaymentStatus']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PdiResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Pdi'] = ResolversParentTypes['Pdi']> = ResolversObject<{
  articleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  checklist?: Resolver<Array<ResolversTypes['PdiCheck']>, ParentType, ContextType>;
  clientId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdBy?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  frameNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDeleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mechanic?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  merchandise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  recalls?: Resolver<Array<ResolversTypes['ClaimRecall']>, ParentType, ContextType>;
  series?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PdiCheckResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PdiCheck'] = ResolversParentTypes['PdiCheck']> = ResolversObject<{
  checked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  checklist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PdiChecklistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PdiChecklistItem'] = ResolversParentTypes['PdiChecklistItem']> = ResolversObject<{
  checklist?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sorting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PdiPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PdiPage'] = ResolversParentTypes['PdiPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Pdi']>, ParentType, ContextType>;
}>;

export type PdiPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PdiPayload'] = ResolversParentTypes['PdiPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  pdi?: Resolver<Maybe<ResolversTypes['Pdi']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = ResolversObject<{
  dealer?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  discount?: Resolver<Array<ResolversTypes['DiscountTier']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['MoneyFormat'], ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retail?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  retailDisplay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type PriceComponentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceComponent'] = ResolversParentTypes['PriceComponent']> = ResolversObject<{
  additionalDisplays?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  module?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = ResolversObject<{
  format?: Resolver<Maybe<ResolversTypes['MoneyFormat']>, ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = ResolversObject<{
  allowToOrder?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  articleCodeDisplay?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  brandBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  cannotPurchase?: Resolver<Array<ResolversTypes['CannotPurchaseReason']>, ParentType, ContextType>;
  cartQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  categoryBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  colorHex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groupId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  groupSlug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hierarchyBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxOrderQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  merchandiseCategory?: Resolver<ResolversTypes['MerchandiseCategory'], ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oldCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderQuota?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  promotionCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  recommendedRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  restockNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serie?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serieId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorgBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['ProductTag']>, ParentType, ContextType>;
  uom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wheelSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductAnalyzeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductAnalyze'] = ResolversParentTypes['ProductAnalyze']> = ResolversObject<{
  allowToOrder?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brandBlocked?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  categoryBlocked?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  hasPrice?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  hierarchyBlocked?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  invalidArticle?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  orderBlocked?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  sorgBlocked?: Resolver<ResolversTypes['AnalyzeFlag'], ParentType, ContextType>;
  stock?: Resolver<Maybe<ResolversTypes['Stock']>, ParentType, ContextType>;
}>;

export type ProductColorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductColor'] = ResolversParentTypes['ProductColor']> = ResolversObject<{
  hex?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductCountsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCounts'] = ResolversParentTypes['ProductCounts']> = ResolversObject<{
  bike?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  groupset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paa?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDetails'] = ResolversParentTypes['ProductDetails']> = ResolversObject<{
  group?: Resolver<ResolversTypes['ProductGroup'], ParentType, ContextType>;
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  selected?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType>;
}>;

export type ProductGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductGroup'] = ResolversParentTypes['ProductGroup']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['Brand'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  colors?: Resolver<Array<ResolversTypes['ProductColor']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  format?: Resolver<Maybe<ResolversTypes['MoneyFormat']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  itemCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType, Partial<ProductGroupItemsArgs>>;
  maxRetail?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  modelYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  parentName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  promotionBadge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serie?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slugs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  startingAt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ProductGroupPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductGroupPage'] = ResolversParentTypes['ProductGroupPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductGroup']>, ParentType, ContextType>;
}>;

export type ProductListMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductListMessage'] = ResolversParentTypes['ProductListMessage']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ProductListMessageCode'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductStockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductStock'] = ResolversParentTypes['ProductStock']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frameSize?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Stock'], ParentType, ContextType>;
}>;

export type ProductTagResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductTag'] = ResolversParentTypes['ProductTag']> = ResolversObject<{
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductsWithMessagesPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductsWithMessagesPage'] = ResolversParentTypes['ProductsWithMessagesPage']> = ResolversObject<{
  info?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ProductGroup']>, ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['ProductListMessage']>, ParentType, ContextType>;
}>;

export type PromotionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = ResolversObject<{
  badge?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['ProductCategory'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['PromotionDetail']>, ParentType, ContextType>;
  locations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validTo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PromotionDetailResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PromotionDetail'] = ResolversParentTypes['PromotionDetail']> = ResolversObject<{
  articleCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maxQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  mc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minQty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeUserAreaBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  articleDisplays?: Resolver<ResolversTypes['ArticleDisplayPage'], ParentType, ContextType, RequireFields<QueryArticleDisplaysArgs, 'page'>>;
  averagePaymentDays?: Resolver<Array<ResolversTypes['AveragePaymentDays']>, ParentType, ContextType>;
  bestSellers?: Resolver<Array<ResolversTypes['ProductGroup']>, ParentType, ContextType, RequireFields<QueryBestSellersArgs, 'category' | 'limit'>>;
  bikeCategories?: Resolver<Array<ResolversTypes['BikeCategory']>, ParentType, ContextType>;
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, Partial<QueryCartArgs>>;
  cartFreightBenefits?: Resolver<Array<ResolversTypes['FreightBenefit']>, ParentType, ContextType, RequireFields<QueryCartFreightBenefitsArgs, 'qtyByWarehouseArea'>>;
  cartList?: Resolver<Maybe<ResolversTypes['CartListDetail']>, ParentType, ContextType, RequireFields<QueryCartListArgs, 'id'>>;
  cartLists?: Resolver<Array<ResolversTypes['CartList']>, ParentType, ContextType>;
  cartMerchant?: Resolver<ResolversTypes['CartWithConfigs'], ParentType, ContextType, Partial<QueryCartMerchantArgs>>;
  catalogSync?: Resolver<ResolversTypes['CatalogSyncPage'], ParentType, ContextType, RequireFields<QueryCatalogSyncArgs, 'limit'>>;
  claimAdditionalDocuments?: Resolver<Array<ResolversTypes['ClaimAdditionalDocument']>, ParentType, ContextType, RequireFields<QueryClaimAdditionalDocumentsArgs, 'claimId'>>;
  claimArticles?: Resolver<Array<ResolversTypes['ClaimArticle']>, ParentType, ContextType, RequireFields<QueryClaimArticlesArgs, 'limit' | 'search'>>;
  claimArticlesV2?: Resolver<ResolversTypes['ClaimArticlePage'], ParentType, ContextType, RequireFields<QueryClaimArticlesV2Args, 'limit' | 'page' | 'search'>>;
  claimBrandsV2?: Resolver<Array<ResolversTypes['ClaimBrand']>, ParentType, ContextType>;
  claimComments?: Resolver<Array<ResolversTypes['ClaimComment']>, ParentType, ContextType, RequireFields<QueryClaimCommentsArgs, 'claimId'>>;
  claimCustomers?: Resolver<Array<ResolversTypes['ClaimCustomer']>, ParentType, ContextType, Partial<QueryClaimCustomersArgs>>;
  claimPDI?: Resolver<Maybe<ResolversTypes['Pdi']>, ParentType, ContextType, RequireFields<QueryClaimPdiArgs, 'id'>>;
  claimPDIChecklist?: Resolver<Array<ResolversTypes['PdiChecklistItem']>, ParentType, ContextType>;
  claimPDIs?: Resolver<ResolversTypes['PdiPage'], ParentType, ContextType, RequireFields<QueryClaimPdIsArgs, 'limit' | 'page' | 'showDeleted'>>;
  claimProblems?: Resolver<Array<ResolversTypes['ClaimProblemOption']>, ParentType, ContextType, RequireFields<QueryClaimProblemsArgs, 'custCode'>>;
  claimRecallFrames?: Resolver<ResolversTypes['ClaimRecallFrames'], ParentType, ContextType, RequireFields<QueryClaimRecallFramesArgs, 'frameNumber'>>;
  claimSalesCustomers?: Resolver<Array<ResolversTypes['ClaimCustomer']>, ParentType, ContextType>;
  claimStatus?: Resolver<Array<ResolversTypes['ClaimStatus']>, ParentType, ContextType>;
  claimStolenBike?: Resolver<ResolversTypes['ClaimStolenBike'], ParentType, ContextType, RequireFields<QueryClaimStolenBikeArgs, 'frameNumber'>>;
  claimUserCapabilities?: Resolver<ResolversTypes['ClaimCapabilities'], ParentType, ContextType>;
  claimV2?: Resolver<Maybe<ResolversTypes['Claim']>, ParentType, ContextType, RequireFields<QueryClaimV2Args, 'id'>>;
  claimsV2?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, RequireFields<QueryClaimsV2Args, 'limit' | 'page'>>;
  claimsV3?: Resolver<ResolversTypes['ClaimPage'], ParentType, ContextType, RequireFields<QueryClaimsV3Args, 'limit' | 'page'>>;
  configs?: Resolver<Array<ResolversTypes['SorgConfig']>, ParentType, ContextType>;
  creditInformation?: Resolver<Array<ResolversTypes['CreditInformation']>, ParentType, ContextType>;
  customerArea?: Resolver<Array<ResolversTypes['CustomerArea']>, ParentType, ContextType, Partial<QueryCustomerAreaArgs>>;
  customerCompanies?: Resolver<Array<ResolversTypes['CustomerCompany']>, ParentType, ContextType>;
  customerShipmentRates?: Resolver<Array<ResolversTypes['ShipmentRate']>, ParentType, ContextType, RequireFields<QueryCustomerShipmentRatesArgs, 'cartItems'>>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'limit' | 'page'>>;
  dealerInformation?: Resolver<Maybe<ResolversTypes['DealerInformation']>, ParentType, ContextType, RequireFields<QueryDealerInformationArgs, 'custCode'>>;
  deskOrder?: Resolver<Maybe<ResolversTypes['DeskOrder']>, ParentType, ContextType, RequireFields<QueryDeskOrderArgs, 'orderNo'>>;
  deskOrders?: Resolver<ResolversTypes['DeskOrderPage'], ParentType, ContextType, RequireFields<QueryDeskOrdersArgs, 'limit' | 'page'>>;
  filter?: Resolver<ResolversTypes['CatalogFilter'], ParentType, ContextType, RequireFields<QueryFilterArgs, 'category'>>;
  formVisitBrandDisplay?: Resolver<Array<ResolversTypes['FormVisitOption']>, ParentType, ContextType, RequireFields<QueryFormVisitBrandDisplayArgs, 'brand'>>;
  formVisitEquipment?: Resolver<Array<ResolversTypes['FormVisitOption']>, ParentType, ContextType, RequireFields<QueryFormVisitEquipmentArgs, 'brand'>>;
  formVisitOtherMidRange?: Resolver<Array<ResolversTypes['FormVisitOption']>, ParentType, ContextType, RequireFields<QueryFormVisitOtherMidRangeArgs, 'brand'>>;
  formVisitSalesCustomers?: Resolver<Array<ResolversTypes['FormVisitCustomer']>, ParentType, ContextType, RequireFields<QueryFormVisitSalesCustomersArgs, 'onlyCustomerHasFormVisit'>>;
  formVisitSeries?: Resolver<Array<ResolversTypes['FormVisitSeries']>, ParentType, ContextType, RequireFields<QueryFormVisitSeriesArgs, 'brand'>>;
  formVisits?: Resolver<ResolversTypes['FormVisitPage'], ParentType, ContextType, RequireFields<QueryFormVisitsArgs, 'brand' | 'limit' | 'page'>>;
  frequentPurchases?: Resolver<ResolversTypes['ProductGroupPage'], ParentType, ContextType, RequireFields<QueryFrequentPurchasesArgs, 'filter' | 'limit' | 'page'>>;
  invoice?: Resolver<Maybe<ResolversTypes['InvoiceDetail']>, ParentType, ContextType, RequireFields<QueryInvoiceArgs, 'invoiceNo' | 'sorg'>>;
  invoicesByDateRange?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryInvoicesByDateRangeArgs, 'from' | 'limit' | 'page' | 'to'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  notifications?: Resolver<Array<ResolversTypes['UserNotification']>, ParentType, ContextType, RequireFields<QueryNotificationsArgs, 'limit'>>;
  openDeliveries?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryOpenDeliveriesArgs, 'from' | 'to'>>;
  openInvoiceV5?: Resolver<Array<ResolversTypes['OpenInvoiceCompany']>, ParentType, ContextType, RequireFields<QueryOpenInvoiceV5Args, 'custCode' | 'sorgs'>>;
  openInvoicesByPayer?: Resolver<Array<ResolversTypes['Invoice']>, ParentType, ContextType, RequireFields<QueryOpenInvoicesByPayerArgs, 'limit' | 'page' | 'payerCode' | 'sorgs'>>;
  openOrderV4?: Resolver<Array<ResolversTypes['OpenOrderCompany']>, ParentType, ContextType, RequireFields<QueryOpenOrderV4Args, 'limit' | 'page'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'orderNo'>>;
  orderHistory?: Resolver<ResolversTypes['OrderHistoryPage'], ParentType, ContextType, RequireFields<QueryOrderHistoryArgs, 'limit' | 'page'>>;
  orders?: Resolver<ResolversTypes['OrderPage'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'withPayment'>>;
  paymentMethods?: Resolver<Array<ResolversTypes['PaymentMethod']>, ParentType, ContextType, Partial<QueryPaymentMethodsArgs>>;
  paymentRequest?: Resolver<Maybe<ResolversTypes['PaymentRequest']>, ParentType, ContextType, RequireFields<QueryPaymentRequestArgs, 'externalId'>>;
  paymentRequests?: Resolver<ResolversTypes['PaymentRequestPage'], ParentType, ContextType, Partial<QueryPaymentRequestsArgs>>;
  paymentRequestsByPayer?: Resolver<Array<ResolversTypes['PaymentRequest']>, ParentType, ContextType, RequireFields<QueryPaymentRequestsByPayerArgs, 'invoiceNumbers' | 'limit' | 'page' | 'payerCode'>>;
  paymentStatuses?: Resolver<Array<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  paymentsBySorgAndModule?: Resolver<ResolversTypes['AdminPaymentPage'], ParentType, ContextType, RequireFields<QueryPaymentsBySorgAndModuleArgs, 'limit' | 'module' | 'page' | 'sorg'>>;
  previousPurchases?: Resolver<ResolversTypes['ProductGroupPage'], ParentType, ContextType, RequireFields<QueryPreviousPurchasesArgs, 'filter' | 'limit' | 'page'>>;
  priceComponents?: Resolver<Array<ResolversTypes['PriceComponent']>, ParentType, ContextType, RequireFields<QueryPriceComponentsArgs, 'module'>>;
  productAnalyzesV2?: Resolver<Array<ResolversTypes['ProductAnalyze']>, ParentType, ContextType, RequireFields<QueryProductAnalyzesV2Args, 'articleCodes'>>;
  productAnalyzesV3?: Resolver<Array<ResolversTypes['ProductAnalyze']>, ParentType, ContextType, RequireFields<QueryProductAnalyzesV3Args, 'articleCodes'>>;
  productCounts?: Resolver<ResolversTypes['ProductCounts'], ParentType, ContextType>;
  productDetailsV2?: Resolver<Maybe<ResolversTypes['ProductDetails']>, ParentType, ContextType, RequireFields<QueryProductDetailsV2Args, 'slug'>>;
  productGroups?: Resolver<ResolversTypes['ProductGroupPage'], ParentType, ContextType, RequireFields<QueryProductGroupsArgs, 'filter' | 'limit' | 'page'>>;
  productStock?: Resolver<Array<ResolversTypes['ProductStock']>, ParentType, ContextType, RequireFields<QueryProductStockArgs, 'slug'>>;
  productsWithMessages?: Resolver<ResolversTypes['ProductsWithMessagesPage'], ParentType, ContextType, RequireFields<QueryProductsWithMessagesArgs, 'filter' | 'limit' | 'page' | 'sort'>>;
  promotions?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'withDetailOffer'>>;
  salesCustomers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QuerySalesCustomersArgs, 'limit' | 'page'>>;
  savedPayments?: Resolver<Array<ResolversTypes['SavedPayment']>, ParentType, ContextType, Partial<QuerySavedPaymentsArgs>>;
  searchSuggestion?: Resolver<ResolversTypes['SearchSuggestion'], ParentType, ContextType, RequireFields<QuerySearchSuggestionArgs, 'category' | 'limit' | 'term'>>;
  shippedOrders?: Resolver<Array<ResolversTypes['Delivery']>, ParentType, ContextType, RequireFields<QueryShippedOrdersArgs, 'from' | 'to'>>;
  shiptoV2?: Resolver<Array<ResolversTypes['ShipTo']>, ParentType, ContextType>;
  signInFailures?: Resolver<Array<ResolversTypes['SignInFailure']>, ParentType, ContextType, Partial<QuerySignInFailuresArgs>>;
  sorgs?: Resolver<Array<ResolversTypes['Sorg']>, ParentType, ContextType>;
  stockOrderConfirmations?: Resolver<Array<ResolversTypes['StockOrderConfirmation']>, ParentType, ContextType, RequireFields<QueryStockOrderConfirmationsArgs, 'orders'>>;
}>;

export type ReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Report'] = ResolversParentTypes['Report']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReportResult'] = ResolversParentTypes['ReportResult']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['Report']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type RestockNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RestockNotificationPayload'] = ResolversParentTypes['RestockNotificationPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  restockNotification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SavedPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SavedPayment'] = ResolversParentTypes['SavedPayment']> = ResolversObject<{
  display?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMerchant?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  products?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  suggestion?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SendCustomerFeedbackPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendCustomerFeedbackPayload'] = ResolversParentTypes['SendCustomerFeedbackPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SendInvoiceEmailResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendInvoiceEmailResult'] = ResolversParentTypes['SendInvoiceEmailResult']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SendTestNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendTestNotificationPayload'] = ResolversParentTypes['SendTestNotificationPayload']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ShipToResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipTo'] = ResolversParentTypes['ShipTo']> = ResolversObject<{
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseArea?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShipmentRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentRate'] = ResolversParentTypes['ShipmentRate']> = ResolversObject<{
  desc?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  input?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['ShipmentRateAmount'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShipmentRateAmountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentRateAmount'] = ResolversParentTypes['ShipmentRateAmount']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SignInFailureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SignInFailure'] = ResolversParentTypes['SignInFailure']> = ResolversObject<{
  failures?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lockedUntil?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  maskedAddresses?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SorgResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Sorg'] = ResolversParentTypes['Sorg']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SorgConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SorgConfig'] = ResolversParentTypes['SorgConfig']> = ResolversObject<{
  availableStockCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  exactQtyCheck?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merchantName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StartCartFromListPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StartCartFromListPayload'] = ResolversParentTypes['StartCartFromListPayload']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['CheckoutChange']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['CartLineResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type StockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Stock'] = ResolversParentTypes['Stock']> = ResolversObject<{
  available?: Resolver<Array<ResolversTypes['StockEntry']>, ParentType, ContextType>;
  availableForOrderAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custorder?: Resolver<Maybe<ResolversTypes['StockEntry']>, ParentType, ContextType>;
  inStock?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextArrival?: Resolver<Maybe<ResolversTypes['StockEntry']>, ParentType, ContextType>;
}>;

export type StockEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockEntry'] = ResolversParentTypes['StockEntry']> = ResolversObject<{
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mask?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  priority?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type StockOrderConfirmationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockOrderConfirmation'] = ResolversParentTypes['StockOrderConfirmation']> = ResolversObject<{
  articleCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confirmations?: Resolver<Array<ResolversTypes['StockSupply']>, ParentType, ContextType>;
  qty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type StockSupplyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StockSupply'] = ResolversParentTypes['StockSupply']> = ResolversObject<{
  supplyDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplyLocation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supplyQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UpdateProductsInCartPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProductsInCartPayload'] = ResolversParentTypes['UpdateProductsInCartPayload']> = ResolversObject<{
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['CartLineResult']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateProfileUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileUserPayload'] = ResolversParentTypes['UpdateProfileUserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateStockPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateStockPayload'] = ResolversParentTypes['UpdateStockPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  notified?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UpdateUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  password?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  contentTargetMarkets?: Resolver<Array<ResolversTypes['ContentTargetMarket']>, ParentType, ContextType>;
  customerData?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailConfirmations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  groupRole?: Resolver<Maybe<ResolversTypes['GroupRole']>, ParentType, ContextType>;
  hasCustCode?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCustVendor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCustomer?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isFakeEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isSales?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  limitation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  roles?: Resolver<Array<ResolversTypes['UserRole']>, ParentType, ContextType>;
  salesActiveCustCode?: Resolver<Maybe<ResolversTypes['ActiveCustCode']>, ParentType, ContextType>;
  scopes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sendEmail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sendEmailWarranty?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  userAreas?: Resolver<Array<ResolversTypes['UserArea']>, ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserAreaResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserArea'] = ResolversParentTypes['UserArea']> = ResolversObject<{
  limitation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sorg?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['ErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserNotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserNotification'] = ResolversParentTypes['UserNotification']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VoidPaymentRequestResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VoidPaymentRequestResult'] = ResolversParentTypes['VoidPaymentRequestResult']> = ResolversObject<{
  paymentRequest?: Resolver<Maybe<ResolversTypes['PaymentRequest']>, ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ActiveCustCode?: ActiveCustCodeResolvers<ContextType>;
  AdminPayment?: AdminPaymentResolvers<ContextType>;
  AdminPaymentPage?: AdminPaymentPageResolvers<ContextType>;
  AdminPaymentResult?: AdminPaymentResultResolvers<ContextType>;
  AgeingBucket?: AgeingBucketResolvers<ContextType>;
  AgeingRange?: AgeingRangeResolvers<ContextType>;
  AnalyzeFlag?: AnalyzeFlagResolvers<ContextType>;
  ArticleDisplay?: ArticleDisplayResolvers<ContextType>;
  ArticleDisplayPage?: ArticleDisplayPageResolvers<ContextType>;
  AveragePaymentDays?: AveragePaymentDaysResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BikeCategory?: BikeCategoryResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  CannotPurchaseReason?: CannotPurchaseReasonResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartLine?: CartLineResolvers<ContextType>;
  CartLineResult?: CartLineResultResolvers<ContextType>;
  CartList?: CartListResolvers<ContextType>;
  CartListDetail?: CartListDetailResolvers<ContextType>;
  CartListPayload?: CartListPayloadResolvers<ContextType>;
  CartSorgGroup?: CartSorgGroupResolvers<ContextType>;
  CartWithConfigs?: CartWithConfigsResolvers<ContextType>;
  CatalogFilter?: CatalogFilterResolvers<ContextType>;
  CatalogSyncPage?: CatalogSyncPageResolvers<ContextType>;
  ChangeLanguagePayload?: ChangeLanguagePayloadResolvers<ContextType>;
  CheckoutChange?: CheckoutChangeResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Claim?: ClaimResolvers<ContextType>;
  ClaimAdditionalDocument?: ClaimAdditionalDocumentResolvers<ContextType>;
  ClaimAdditionalDocumentPayload?: ClaimAdditionalDocumentPayloadResolvers<ContextType>;
  ClaimArticle?: ClaimArticleResolvers<ContextType>;
  ClaimArticlePage?: ClaimArticlePageResolvers<ContextType>;
  ClaimBrand?: ClaimBrandResolvers<ContextType>;
  ClaimCapabilities?: ClaimCapabilitiesResolvers<ContextType>;
  ClaimComment?: ClaimCommentResolvers<ContextType>;
  ClaimCommentPayload?: ClaimCommentPayloadResolvers<ContextType>;
  ClaimConsumer?: ClaimConsumerResolvers<ContextType>;
  ClaimCustomer?: ClaimCustomerResolvers<ContextType>;
  ClaimDoc?: ClaimDocResolvers<ContextType>;
  ClaimFile?: ClaimFileResolvers<ContextType>;
  ClaimFrame?: ClaimFrameResolvers<ContextType>;
  ClaimHistory?: ClaimHistoryResolvers<ContextType>;
  ClaimPage?: ClaimPageResolvers<ContextType>;
  ClaimPayload?: ClaimPayloadResolvers<ContextType>;
  ClaimProblem?: ClaimProblemResolvers<ContextType>;
  ClaimProblemOption?: ClaimProblemOptionResolvers<ContextType>;
  ClaimRecall?: ClaimRecallResolvers<ContextType>;
  ClaimRecallFrames?: ClaimRecallFramesResolvers<ContextType>;
  ClaimStatus?: ClaimStatusResolvers<ContextType>;
  ClaimStatusChange?: ClaimStatusChangeResolvers<ContextType>;
  ClaimStolenBike?: ClaimStolenBikeResolvers<ContextType>;
  ContentTargetMarket?: ContentTargetMarketResolvers<ContextType>;
  CreditCompany?: CreditCompanyResolvers<ContextType>;
  CreditCustomer?: CreditCustomerResolvers<ContextType>;
  CreditInformation?: CreditInformationResolvers<ContextType>;
  CustCode?: CustCodeResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerArea?: CustomerAreaResolvers<ContextType>;
  CustomerCompany?: CustomerCompanyResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  DealerInformation?: DealerInformationResolvers<ContextType>;
  DeleteCartListPayload?: DeleteCartListPayloadResolvers<ContextType>;
  DeleteUserPaymentResult?: DeleteUserPaymentResultResolvers<ContextType>;
  Delivery?: DeliveryResolvers<ContextType>;
  DeliveryCurrency?: DeliveryCurrencyResolvers<ContextType>;
  DeliveryLine?: DeliveryLineResolvers<ContextType>;
  DeskDelivery?: DeskDeliveryResolvers<ContextType>;
  DeskDeliveryLine?: DeskDeliveryLineResolvers<ContextType>;
  DeskOrder?: DeskOrderResolvers<ContextType>;
  DeskOrderLine?: DeskOrderLineResolvers<ContextType>;
  DeskOrderPage?: DeskOrderPageResolvers<ContextType>;
  DiscountTier?: DiscountTierResolvers<ContextType>;
  ExpirePaymentsResult?: ExpirePaymentsResultResolvers<ContextType>;
  File?: GraphQLScalarType;
  FilterOption?: FilterOptionResolvers<ContextType>;
  FormVisit?: FormVisitResolvers<ContextType>;
  FormVisitCustomer?: FormVisitCustomerResolvers<ContextType>;
  FormVisitOption?: FormVisitOptionResolvers<ContextType>;
  FormVisitPage?: FormVisitPageResolvers<ContextType>;
  FormVisitPayload?: FormVisitPayloadResolvers<ContextType>;
  FormVisitPhoto?: FormVisitPhotoResolvers<ContextType>;
  FormVisitSeries?: FormVisitSeriesResolvers<ContextType>;
  FormVisitSeriesBrand?: FormVisitSeriesBrandResolvers<ContextType>;
  FreightBenefit?: FreightBenefitResolvers<ContextType>;
  GroupRole?: GroupRoleResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceDetail?: InvoiceDetailResolvers<ContextType>;
  InvoiceLine?: InvoiceLineResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  MerchandiseCategory?: MerchandiseCategoryResolvers<ContextType>;
  MerchantConfig?: MerchantConfigResolvers<ContextType>;
  MoneyFormat?: MoneyFormatResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationMessage?: MutationMessageResolvers<ContextType>;
  OpenInvoiceCompany?: OpenInvoiceCompanyResolvers<ContextType>;
  OpenOrderCompany?: OpenOrderCompanyResolvers<ContextType>;
  OpenOrderDelivery?: OpenOrderDeliveryResolvers<ContextType>;
  OpenOrderLine?: OpenOrderLineResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderDeskResult?: OrderDeskResultResolvers<ContextType>;
  OrderHistoryEntry?: OrderHistoryEntryResolvers<ContextType>;
  OrderHistoryLine?: OrderHistoryLineResolvers<ContextType>;
  OrderHistoryPage?: OrderHistoryPageResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderLineConfirmation?: OrderLineConfirmationResolvers<ContextType>;
  OrderLineStep?: OrderLineStepResolvers<ContextType>;
  OrderPage?: OrderPageResolvers<ContextType>;
  OrderPayment?: OrderPaymentResolvers<ContextType>;
  OrderPaymentDoc?: OrderPaymentDocResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  OrderStatusInfo?: OrderStatusInfoResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PaymentDoc?: PaymentDocResolvers<ContextType>;
  PaymentMerchant?: PaymentMerchantResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentReceiptResult?: PaymentReceiptResultResolvers<ContextType>;
  PaymentRequest?: PaymentRequestResolvers<ContextType>;
  PaymentRequestInvoice?: PaymentRequestInvoiceResolvers<ContextType>;
  PaymentRequestPage?: PaymentRequestPageResolvers<ContextType>;
  PaymentRequestResult?: PaymentRequestResultResolvers<ContextType>;
  PaymentStatus?: PaymentStatusResolvers<ContextType>;
  Pdi?: PdiResolvers<ContextType>;
  PdiCheck?: PdiCheckResolvers<ContextType>;
  PdiChecklistItem?: PdiChecklistItemResolvers<ContextType>;
  PdiPage?: PdiPageResolvers<ContextType>;
  PdiPayload?: PdiPayloadResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceComponent?: PriceComponentResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductAnalyze?: ProductAnalyzeResolvers<ContextType>;
  ProductColor?: ProductColorResolvers<ContextType>;
  ProductCounts?: ProductCountsResolvers<ContextType>;
  ProductDetails?: ProductDetailsResolvers<ContextType>;
  ProductGroup?: ProductGroupResolvers<ContextType>;
  ProductGroupPage?: ProductGroupPageResolvers<ContextType>;
  ProductListMessage?: ProductListMessageResolvers<ContextType>;
  ProductStock?: ProductStockResolvers<ContextType>;
  ProductTag?: ProductTagResolvers<ContextType>;
  ProductsWithMessagesPage?: ProductsWithMessagesPageResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionDetail?: PromotionDetailResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Report?: ReportResolvers<ContextType>;
  ReportResult?: ReportResultResolvers<ContextType>;
  RestockNotificationPayload?: RestockNotificationPayloadResolvers<ContextType>;
  SavedPayment?: SavedPaymentResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SendCustomerFeedbackPayload?: SendCustomerFeedbackPayloadResolvers<ContextType>;
  SendInvoiceEmailResult?: SendInvoiceEmailResultResolvers<ContextType>;
  SendTestNotificationPayload?: SendTestNotificationPayloadResolvers<ContextType>;
  ShipTo?: ShipToResolvers<ContextType>;
  ShipmentRate?: ShipmentRateResolvers<ContextType>;
  ShipmentRateAmount?: ShipmentRateAmountResolvers<ContextType>;
  SignInFailure?: SignInFailureResolvers<ContextType>;
  Sorg?: SorgResolvers<ContextType>;
  SorgConfig?: SorgConfigResolvers<ContextType>;
  StartCartFromListPayload?: StartCartFromListPayloadResolvers<ContextType>;
  Stock?: StockResolvers<ContextType>;
  StockEntry?: StockEntryResolvers<ContextType>;
  StockOrderConfirmation?: StockOrderConfirmationResolvers<ContextType>;
  StockSupply?: StockSupplyResolvers<ContextType>;
  UpdateProductsInCartPayload?: UpdateProductsInCartPayloadResolvers<ContextType>;
  UpdateProfileUserPayload?: UpdateProfileUserPayloadResolvers<ContextType>;
  UpdateStockPayload?: UpdateStockPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserArea?: UserAreaResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserNotification?: UserNotificationResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
  VoidPaymentRequestResult?: VoidPaymentRequestResultResolvers<ContextType>;
}>;

