/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** The outcome of a mutation. */
export type MessageStatus =
  | 'FAILED'
  | 'SUCCESS';

/** The customer fields of the user's profile that the user may change. */
export type UpdateProfileUserInput = {
  /** Needed, with newPassword, to change the password. */
  currentPassword?: string | null | undefined;
  email?: string | null | undefined;
  name?: string | null | undefined;
  newPassword?: string | null | undefined;
  sendEmail?: boolean | null | undefined;
  sendEmailWarranty?: boolean | null | undefined;
};

export type BannersActiveQueryVariables = Exact<{ [key: string]: never; }>;


export type BannersActiveQuery = { activeUserAreaBanners: Array<{ id: string, bannerFile: string, link: string | null }> };

export type CustomersDialogListQueryVariables = Exact<{
  search?: string | null | undefined;
  page?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CustomersDialogListQuery = { salesCustomers: { items: Array<{ id: string, custName: string, custAddress: string, custCity: string, custEmail: string, custPhone: string, custCode: { unified: string | null, isr: string | null, r3: string | null }, custAreas: Array<{ sorg: string, custGroup: string }> }>, info: { page: number, count: number, pageTotal: number } } };

export type HomeViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeViewerQuery = { me: { id: string, name: string, username: string } };

export type LanguageChangeMutationVariables = Exact<{
  id: string;
}>;


export type LanguageChangeMutation = { changeLanguage: { language: { id: string, description: string } | null, message: { status: MessageStatus, description: string } } };

export type ProfileUserQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileUserQuery = { me: { id: string, username: string, name: string, email: string, sendEmail: boolean, sendEmailWarranty: boolean } };

export type ProfileUpdateMutationVariables = Exact<{
  user: UpdateProfileUserInput;
}>;


export type ProfileUpdateMutation = { updateProfileUser: { user: { id: string, username: string, name: string, email: string, sendEmail: boolean, sendEmailWarranty: boolean } | null, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export type PushSendTestNotificationMutationVariables = Exact<{ [key: string]: never; }>;


export type PushSendTestNotificationMutation = { sendTestNotification: { sent: number, message: { status: MessageStatus, description: string }, userErrors: Array<{ field: string | null, message: string, code: ErrorCode }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const BannersActiveDocument = new TypedDocumentString(`
    query BannersActive {
  activeUserAreaBanners {
    id
    bannerFile
    link
  }
}
    `) as unknown as TypedDocumentString<BannersActiveQuery, BannersActiveQueryVariables>;
export const CustomersDialogListDocument = new TypedDocumentString(`
    query CustomersDialogList($search: String, $page: Int, $limit: Int) {
  salesCustomers(search: $search, page: $page, limit: $limit) {
    items {
      id
      custName
      custCode {
        unified
        isr
        r3
      }
      custAddress
      custCity
      custEmail
      custPhone
      custAreas {
        sorg
        custGroup
      }
    }
    info {
      page
      count
      pageTotal
    }
  }
}
    `) as unknown as TypedDocumentString<CustomersDialogListQuery, CustomersDialogListQueryVariables>;
export const HomeViewerDocument = new TypedDocumentString(`
    query HomeViewer {
  me {
    id
    name
    username
  }
}
    `) as unknown as TypedDocumentString<HomeViewerQuery, HomeViewerQueryVariables>;
export const LanguageChangeDocument = new TypedDocumentString(`
    mutation LanguageChange($id: ID!) {
  changeLanguage(id: $id) {
    language {
      id
      description
    }
    message {
      status
      description
    }
  }
}
    `) as unknown as TypedDocumentString<LanguageChangeMutation, LanguageChangeMutationVariables>;
export const ProfileUserDocument = new TypedDocumentString(`
    query ProfileUser {
  me {
    id
    username
    name
    email
    sendEmail
    sendEmailWarranty
  }
}
    `) as unknown as TypedDocumentString<ProfileUserQuery, ProfileUserQueryVariables>;
export const ProfileUpdateDocument = new TypedDocumentString(`
    mutation ProfileUpdate($user: UpdateProfileUserInput!) {
  updateProfileUser(user: $user) {
    user {
      id
      username
      name
      email
      sendEmail
      sendEmailWarranty
    }
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
  }
}
    `) as unknown as TypedDocumentString<ProfileUpdateMutation, ProfileUpdateMutationVariables>;
export const PushSendTestNotificationDocument = new TypedDocumentString(`
    mutation PushSendTestNotification {
  sendTestNotification {
    message {
      status
      description
    }
    userErrors {
      field
      message
      code
    }
    sent
  }
}
    `) as unknown as TypedDocumentString<PushSendTestNotificationMutation, PushSendTestNotificationMutationVariables>;