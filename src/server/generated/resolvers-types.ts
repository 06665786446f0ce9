import type { GraphQLResolveInfo } from 'graphql';
import type { UserModel, CustomerModel } from '../models';
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
};

/** The r3 and isr codes of the customer a sales user acts for. */
export type ActiveCustCode = {
  __typename?: 'ActiveCustCode';
  isr?: Maybe<Scalars['String']['output']>;
  r3?: Maybe<Scalars['String']['output']>;
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

/** The answer of changeLanguage. */
export type ChangeLanguagePayload = {
  __typename?: 'ChangeLanguagePayload';
  language?: Maybe<Language>;
  message: MutationMessage;
  userErrors: Array<UserError>;
};

/** A market whose news, sales documents and marketing material a user sees. */
export type ContentTargetMarket = {
  __typename?: 'ContentTargetMarket';
  brand: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  marketName: Scalars['String']['output'];
  source: Scalars['String']['output'];
};

/** A customer a company carries credit for. */
export type CreditCustomer = {
  __typename?: 'CreditCustomer';
  custCode: Scalars['String']['output'];
  custName: Scalars['String']['output'];
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

/** Machine-readable reasons, kept in step with src/shared/errors/error-codes.ts. */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'CUSTOMER_NOT_YOURS'
  | 'FORBIDDEN'
  | 'INTERNAL'
  | 'MAINTENANCE'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UNAUTHENTICATED';

/** A group of roles given to a user at once. */
export type GroupRole = {
  __typename?: 'GroupRole';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** A language a user can choose; the id is a locale prefix such as 'en-us' or 'de'. */
export type Language = {
  __typename?: 'Language';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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

/** Writes. Each module extends it with its own fields. */
export type Mutation = {
  __typename?: 'Mutation';
  /** Sets the user's language (a locale prefix offered by the host). */
  changeLanguage: ChangeLanguagePayload;
  /**
   * Sends a consumer-voice message (spec 01 §5): required, under the multi-line text rule, line breaks sent as an
   * escaped newline (backslash + n). Needs scope consumer-voice.submit. Sent by the offline outbox with an
   * Idempotency-Key header, so a replay never stores it twice.
   */
  sendCustomerFeedback: SendCustomerFeedbackPayload;
  /**
   * Sends 'Test notification' / 'Notifications reach this device.' (opening '/') to every push subscription of the
   * caller, to check that web push works end to end. Needs scope page.user-management (administrators) and
   * WEB_NOTIFICATION on the request's host.
   */
  sendTestNotification: SendTestNotificationPayload;
  /** Changes the signed-in user's own profile. Needs scope profile.update. */
  updateProfileUser: UpdateProfileUserPayload;
};


/** Writes. Each module extends it with its own fields. */
export type MutationChangeLanguageArgs = {
  id: Scalars['ID']['input'];
};


/** Writes. Each module extends it with its own fields. */
export type MutationSendCustomerFeedbackArgs = {
  message: Scalars['String']['input'];
  photoIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** Writes. Each module extends it with its own fields. */
export type MutationUpdateProfileUserArgs = {
  user: UpdateProfileUserInput;
};

/** Whether a mutation succeeded, in the shape the spec's clients read (`message {status, description}`). */
export type MutationMessage = {
  __typename?: 'MutationMessage';
  /** A short text for the user, in English; clients translate by `userErrors.code` where they can. */
  description: Scalars['String']['output'];
  /** SUCCESS or FAILED. */
  status: MessageStatus;
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

/** Reads. Each module extends it with its own fields. */
export type Query = {
  __typename?: 'Query';
  /** The banners valid now in the sorgs of the user's areas; a user without areas sees those of the request host's sorg. */
  activeUserAreaBanners: Array<Banner>;
  /** The per-sorg config of every sales organisation, sorted by sorg code. */
  configs: Array<SorgConfig>;
  /** The areas of the active customer. */
  customerArea: Array<CustomerArea>;
  /** The companies of the active customer with their credit customers. */
  customerCompanies: Array<CustomerCompany>;
  /**
   * Customers the user may act for, searched by name, code or city, sorted by name. Needs menu.change-cust.
   * Page sizes 10, 25 or 50.
   */
  customers: CustomerPage;
  /** The signed-in user (the same object as GET /api/user). */
  me: User;
  /** The customer list of a sales user (the customer dialog). Needs menu.change-cust. Page sizes 10, 25 or 50. */
  salesCustomers: CustomerPage;
  /** Every sales organisation, sorted by code. */
  sorgs: Array<Sorg>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCustomerAreaArgs = {
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QueryCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sorgs?: InputMaybe<Array<Scalars['String']['input']>>;
};


/** Reads. Each module extends it with its own fields. */
export type QuerySalesCustomersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
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

/** A role of a user, by id and description. */
export type UserRole = {
  __typename?: 'UserRole';
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
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
  Banner: ResolverTypeWrapper<Banner>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ChangeLanguagePayload: ResolverTypeWrapper<ChangeLanguagePayload>;
  ContentTargetMarket: ResolverTypeWrapper<ContentTargetMarket>;
  CreditCustomer: ResolverTypeWrapper<CreditCustomer>;
  CustCode: ResolverTypeWrapper<CustCode>;
  Customer: ResolverTypeWrapper<CustomerModel>;
  CustomerArea: ResolverTypeWrapper<CustomerArea>;
  CustomerCompany: ResolverTypeWrapper<CustomerCompany>;
  CustomerPage: ResolverTypeWrapper<Omit<CustomerPage, 'items'> & { items: Array<ResolversTypes['Customer']> }>;
  ErrorCode: ErrorCode;
  GroupRole: ResolverTypeWrapper<GroupRole>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Language: ResolverTypeWrapper<Language>;
  MerchantConfig: ResolverTypeWrapper<MerchantConfig>;
  MessageStatus: MessageStatus;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationMessage: ResolverTypeWrapper<MutationMessage>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SendCustomerFeedbackPayload: ResolverTypeWrapper<SendCustomerFeedbackPayload>;
  SendTestNotificationPayload: ResolverTypeWrapper<SendTestNotificationPayload>;
  Sorg: ResolverTypeWrapper<Sorg>;
  SorgConfig: ResolverTypeWrapper<SorgConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdateProfileUserInput: UpdateProfileUserInput;
  UpdateProfileUserPayload: ResolverTypeWrapper<Omit<UpdateProfileUserPayload, 'user'> & { user?: Maybe<ResolversTypes['User']> }>;
  User: ResolverTypeWrapper<UserModel>;
  UserArea: ResolverTypeWrapper<UserArea>;
  UserError: ResolverTypeWrapper<UserError>;
  UserRole: ResolverTypeWrapper<UserRole>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActiveCustCode: ActiveCustCode;
  Banner: Banner;
  Boolean: Scalars['Boolean']['output'];
  ChangeLanguagePayload: ChangeLanguagePayload;
  ContentTargetMarket: ContentTargetMarket;
  CreditCustomer: CreditCustomer;
  CustCode: CustCode;
  Customer: CustomerModel;
  CustomerArea: CustomerArea;
  CustomerCompany: CustomerCompany;
  CustomerPage: Omit<CustomerPage, 'items'> & { items: Array<ResolversParentTypes['Customer']> };
  GroupRole: GroupRole;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Language: Language;
  MerchantConfig: MerchantConfig;
  Mutation: Record<PropertyKey, never>;
  MutationMessage: MutationMessage;
  PageInfo: PageInfo;
  Query: Record<PropertyKey, never>;
  SendCustomerFeedbackPayload: SendCustomerFeedbackPayload;
  SendTestNotificationPayload: SendTestNotificationPayload;
  Sorg: Sorg;
  SorgConfig: SorgConfig;
  String: Scalars['String']['output'];
  UpdateProfileUserInput: UpdateProfileUserInput;
  UpdateProfileUserPayload: Omit<UpdateProfileUserPayload, 'user'> & { user?: Maybe<ResolversParentTypes['User']> };
  User: UserModel;
  UserArea: UserArea;
  UserError: UserError;
  UserRole: UserRole;
}>;

export type ActiveCustCodeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ActiveCustCode'] = ResolversParentTypes['ActiveCustCode']> = ResolversObject<{
  isr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  r3?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BannerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  bannerFile?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ChangeLanguagePayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChangeLanguagePayload'] = ResolversParentTypes['ChangeLanguagePayload']> = ResolversObject<{
  language?: Resolver<Maybe<ResolversTypes['Language']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type ContentTargetMarketResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContentTargetMarket'] = ResolversParentTypes['ContentTargetMarket']> = ResolversObject<{
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  marketName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CreditCustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreditCustomer'] = ResolversParentTypes['CreditCustomer']> = ResolversObject<{
  custCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  custName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type GroupRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupRole'] = ResolversParentTypes['GroupRole']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MerchantConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MerchantConfig'] = ResolversParentTypes['MerchantConfig']> = ResolversObject<{
  allowPayInvoice?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  changeLanguage?: Resolver<ResolversTypes['ChangeLanguagePayload'], ParentType, ContextType, RequireFields<MutationChangeLanguageArgs, 'id'>>;
  sendCustomerFeedback?: Resolver<ResolversTypes['SendCustomerFeedbackPayload'], ParentType, ContextType, RequireFields<MutationSendCustomerFeedbackArgs, 'message'>>;
  sendTestNotification?: Resolver<ResolversTypes['SendTestNotificationPayload'], ParentType, ContextType>;
  updateProfileUser?: Resolver<ResolversTypes['UpdateProfileUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileUserArgs, 'user'>>;
}>;

export type MutationMessageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MutationMessage'] = ResolversParentTypes['MutationMessage']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['MessageStatus'], ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  activeUserAreaBanners?: Resolver<Array<ResolversTypes['Banner']>, ParentType, ContextType>;
  configs?: Resolver<Array<ResolversTypes['SorgConfig']>, ParentType, ContextType>;
  customerArea?: Resolver<Array<ResolversTypes['CustomerArea']>, ParentType, ContextType, Partial<QueryCustomerAreaArgs>>;
  customerCompanies?: Resolver<Array<ResolversTypes['CustomerCompany']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'limit' | 'page'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  salesCustomers?: Resolver<ResolversTypes['CustomerPage'], ParentType, ContextType, RequireFields<QuerySalesCustomersArgs, 'limit' | 'page'>>;
  sorgs?: Resolver<Array<ResolversTypes['Sorg']>, ParentType, ContextType>;
}>;

export type SendCustomerFeedbackPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendCustomerFeedbackPayload'] = ResolversParentTypes['SendCustomerFeedbackPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
}>;

export type SendTestNotificationPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SendTestNotificationPayload'] = ResolversParentTypes['SendTestNotificationPayload']> = ResolversObject<{
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  userErrors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
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

export type UpdateProfileUserPayloadResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateProfileUserPayload'] = ResolversParentTypes['UpdateProfileUserPayload']> = ResolversObject<{
  message?: Resolver<ResolversTypes['MutationMessage'], ParentType, ContextType>;
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

export type UserRoleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserRole'] = ResolversParentTypes['UserRole']> = ResolversObject<{
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GraphQLContext> = ResolversObject<{
  ActiveCustCode?: ActiveCustCodeResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  ChangeLanguagePayload?: ChangeLanguagePayloadResolvers<ContextType>;
  ContentTargetMarket?: ContentTargetMarketResolvers<ContextType>;
  CreditCustomer?: CreditCustomerResolvers<ContextType>;
  CustCode?: CustCodeResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerArea?: CustomerAreaResolvers<ContextType>;
  CustomerCompany?: CustomerCompanyResolvers<ContextType>;
  CustomerPage?: CustomerPageResolvers<ContextType>;
  GroupRole?: GroupRoleResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  MerchantConfig?: MerchantConfigResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationMessage?: MutationMessageResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  SendCustomerFeedbackPayload?: SendCustomerFeedbackPayloadResolvers<ContextType>;
  SendTestNotificationPayload?: SendTestNotificationPayloadResolvers<ContextType>;
  Sorg?: SorgResolvers<ContextType>;
  SorgConfig?: SorgConfigResolvers<ContextType>;
  UpdateProfileUserPayload?: UpdateProfileUserPayloadResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserArea?: UserAreaResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  UserRole?: UserRoleResolvers<ContextType>;
}>;

