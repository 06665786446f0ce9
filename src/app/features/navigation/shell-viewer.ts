import type { GuardViewer } from '../../../shared/access/guard';
import type { User } from '../../lib/api';
import {
  isArray,
  isBoolean,
  isRecord,
  isString,
  nullish,
  recordOf,
  required,
  safely,
  withDefault,
} from '../../lib/json-shape';

// GET /api/user passes its access fields through untyped (lib/api.ts checks only what the session needs); this
// is the shell's side of it, checked once here.
function parseAccess(user: User) {
  return {
    limitation: nullish(user, 'limitation', isString),
    userAreas: withDefault(user, 'userAreas', isArray, []).map((value) => {
      const area = recordOf(value, 'a user area');
      return { sorg: required(area, 'sorg', isString), limitation: required(area, 'limitation', isString) };
    }),
    isSales: withDefault(user, 'isSales', isBoolean, false),
    isCustomer: withDefault(user, 'isCustomer', isBoolean, false),
    isCustVendor: withDefault(user, 'isCustVendor', isBoolean, false),
    hasCustCode: withDefault(user, 'hasCustCode', isBoolean, false),
    customerData: nullish(user, 'customerData', isRecord),
  };
}

/** What the shell needs to know about the signed-in user: the guard's view plus name, areas and language. */
export interface ShellViewer extends GuardViewer {
  name: string;
  userAreas: readonly { sorg: string; limitation: string }[];
  /** The user's language, a locale prefix ('en-us'), or null. */
  languageId: string | null;
}

/** The shell's side of GET /api/user; a malformed answer grants nothing beyond the scopes. */
export function shellViewerOf(user: User): ShellViewer {
  const access = safely(() => parseAccess(user));
  return {
    name: user.name,
    scopes: user.scopes,
    limitation: access?.limitation ?? null,
    userAreas: access?.userAreas ?? [],
    hasCustomer: access ? access.hasCustCode || Boolean(access.customerData) : false,
    mayChooseCustomer: access ? access.isSales || access.isCustomer || access.isCustVendor : false,
    languageId: user.language?.id ?? null,
  };
}
