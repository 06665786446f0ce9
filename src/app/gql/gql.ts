/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query BannersActive {\n    activeUserAreaBanners {\n      id\n      bannerFile\n      link\n    }\n  }\n": typeof types.BannersActiveDocument,
    "\n  query CustomersDialogList($search: String, $page: Int, $limit: Int) {\n    salesCustomers(search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        custName\n        custCode {\n          unified\n          isr\n          r3\n        }\n        custAddress\n        custCity\n        custEmail\n        custPhone\n        custAreas {\n          sorg\n          custGroup\n        }\n      }\n      info {\n        page\n        count\n        pageTotal\n      }\n    }\n  }\n": typeof types.CustomersDialogListDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      name\n      username\n    }\n  }\n": typeof types.HomeViewerDocument,
    "\n  mutation LanguageChange($id: ID!) {\n    changeLanguage(id: $id) {\n      language {\n        id\n        description\n      }\n      message {\n        status\n        description\n      }\n    }\n  }\n": typeof types.LanguageChangeDocument,
    "\n  query ProfileUser {\n    me {\n      id\n      username\n      name\n      email\n      sendEmail\n      sendEmailWarranty\n    }\n  }\n": typeof types.ProfileUserDocument,
    "\n  mutation ProfileUpdate($user: UpdateProfileUserInput!) {\n    updateProfileUser(user: $user) {\n      user {\n        id\n        username\n        name\n        email\n        sendEmail\n        sendEmailWarranty\n      }\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": typeof types.ProfileUpdateDocument,
    "\n  mutation PushSendTestNotification {\n    sendTestNotification {\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n      sent\n    }\n  }\n": typeof types.PushSendTestNotificationDocument,
};
const documents: Documents = {
    "\n  query BannersActive {\n    activeUserAreaBanners {\n      id\n      bannerFile\n      link\n    }\n  }\n": types.BannersActiveDocument,
    "\n  query CustomersDialogList($search: String, $page: Int, $limit: Int) {\n    salesCustomers(search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        custName\n        custCode {\n          unified\n          isr\n          r3\n        }\n        custAddress\n        custCity\n        custEmail\n        custPhone\n        custAreas {\n          sorg\n          custGroup\n        }\n      }\n      info {\n        page\n        count\n        pageTotal\n      }\n    }\n  }\n": types.CustomersDialogListDocument,
    "\n  query HomeViewer {\n    me {\n      id\n      name\n      username\n    }\n  }\n": types.HomeViewerDocument,
    "\n  mutation LanguageChange($id: ID!) {\n    changeLanguage(id: $id) {\n      language {\n        id\n        description\n      }\n      message {\n        status\n        description\n      }\n    }\n  }\n": types.LanguageChangeDocument,
    "\n  query ProfileUser {\n    me {\n      id\n      username\n      name\n      email\n      sendEmail\n      sendEmailWarranty\n    }\n  }\n": types.ProfileUserDocument,
    "\n  mutation ProfileUpdate($user: UpdateProfileUserInput!) {\n    updateProfileUser(user: $user) {\n      user {\n        id\n        username\n        name\n        email\n        sendEmail\n        sendEmailWarranty\n      }\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n": types.ProfileUpdateDocument,
    "\n  mutation PushSendTestNotification {\n    sendTestNotification {\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n      sent\n    }\n  }\n": types.PushSendTestNotificationDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BannersActive {\n    activeUserAreaBanners {\n      id\n      bannerFile\n      link\n    }\n  }\n"): typeof import('./graphql').BannersActiveDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersDialogList($search: String, $page: Int, $limit: Int) {\n    salesCustomers(search: $search, page: $page, limit: $limit) {\n      items {\n        id\n        custName\n        custCode {\n          unified\n          isr\n          r3\n        }\n        custAddress\n        custCity\n        custEmail\n        custPhone\n        custAreas {\n          sorg\n          custGroup\n        }\n      }\n      info {\n        page\n        count\n        pageTotal\n      }\n    }\n  }\n"): typeof import('./graphql').CustomersDialogListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeViewer {\n    me {\n      id\n      name\n      username\n    }\n  }\n"): typeof import('./graphql').HomeViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LanguageChange($id: ID!) {\n    changeLanguage(id: $id) {\n      language {\n        id\n        description\n      }\n      message {\n        status\n        description\n      }\n    }\n  }\n"): typeof import('./graphql').LanguageChangeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileUser {\n    me {\n      id\n      username\n      name\n      email\n      sendEmail\n      sendEmailWarranty\n    }\n  }\n"): typeof import('./graphql').ProfileUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProfileUpdate($user: UpdateProfileUserInput!) {\n    updateProfileUser(user: $user) {\n      user {\n        id\n        username\n        name\n        email\n        sendEmail\n        sendEmailWarranty\n      }\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileUpdateDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PushSendTestNotification {\n    sendTestNotification {\n      message {\n        status\n        description\n      }\n      userErrors {\n        field\n        message\n        code\n      }\n      sent\n    }\n  }\n"): typeof import('./graphql').PushSendTestNotificationDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
