import { z } from 'zod/mini';
import type { GuardViewer } from '../../../shared/access/guard';
import type { User } from '../../lib/api';

// GET /api/user passes its access fields through untyped (lib/api.ts checks only what the session needs); this
// is the shell's side of it, checked once here.
const userAreaSchema = z.object({ sorg: z.string(), limitation: z.string() });

const accessSchema = z.looseObject({
  limitation: z.nullish(z.string()),
  userAreas: z._default(z.array(userAreaSchema), []),
  isSales: z._default(z.boolean(), false),
  isCustomer: z._default(z.boolean(), false),
  isCustVendor: z._default(z.boolean(), false),
  hasCustCode: z._default(z.boolean(), false),
  customerData: z.nullish(z.looseObject({})),
});

/** What the shell needs to know about the signed-in user: the guard's view plus name, areas and language. */
export interface ShellViewer extends GuardViewer {
  name: string;
  userAreas: readonly { sorg: string; limitation: string }[];
  /** The user's language, a locale prefix ('en-us'), or null. */
  languageId: string | null;
}

/** The shell's side of GET /api/user; a malformed answer grants nothing beyond the scopes. */
export function shellViewerOf(user: User): ShellViewer {
  const parsed = accessSchema.safeParse(user);
  const access = parsed.success ? parsed.data : undefined;
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
