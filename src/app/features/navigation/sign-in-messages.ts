import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RouteName } from '../../../shared/access/routes';

// The titles of the pages without a session and the inquiry page's description, in the sign-in catalog
// (src/app/lib/message-catalogs.ts): the sign-in pages show these and not the portal's titles and menus.
// navigation-messages.ts and menu-messages.ts take them from here.

/** The sign-in pages' titles (the browser tab and their headings). */
export const signInPageTitles = {
  login: msg`Sign in`,
  'forgot-password': msg`Forgot password`,
  'reset-password': msg`Reset password`,
  maintenance: msg`Maintenance`,
  'new-customer-inquiry': msg`New customer inquiry`,
} as const satisfies Partial<Record<RouteName, MessageDescriptor>>;

/** The new-customer inquiry area's description (its "coming soon" page). */
export const inquiryDescription: MessageDescriptor = msg`A form for businesses that want to become dealers.`;
