import { hasScope, type Scope } from '../../shared/access/scopes';
import type { CustomerRow } from '../modules/customers/customers.tables';
import type { Viewer } from '../auth/viewer';
import type { GraphQLContext } from './context';
import { customerNotYoursError, customerRequiredError, forbiddenError } from './errors';

interface Requirement {
  /** A scope, or a list where any one suffices. */
  scopes?: Scope | readonly Scope[];
}

/**
 * The one access check every resolver starts with. Throws 403 when a scope is missing.
 */
export function authorize(ctx: GraphQLContext, requirement: Requirement = {}): Viewer {
  if (requirement.scopes && !hasScope(ctx.viewer.scopes, requirement.scopes)) throw forbiddenError();
  return ctx.viewer;
}

/**
 * As {@link authorize}, and the active customer of the token must still belong to the user
 * ('This customer does not belong to you anymore, please contact sales support').
 */
export function authorizeCustomer(ctx: GraphQLContext, requirement: Requirement = {}): CustomerRow {
  const viewer = authorize(ctx, requirement);
  const named = ctx.claims.r3 !== null || ctx.claims.isr !== null;
  if (viewer.activeCustomer) return viewer.activeCustomer;
  if (named) throw customerNotYoursError();
  if (viewer.customerData) return viewer.customerData;
  throw customerRequiredError();
}
