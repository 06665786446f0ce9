import type { QueryClient } from '@tanstack/react-query';
import { configQuery } from './config';
import { serverStatusQuery } from './server-status';
import { hasSession } from './session';
import { userQuery } from './user';

/**
 * Asks at once, side by side, for what the first page's guards wait on: the server status (the maintenance guard,
 * spec 01 §4), the host config and, with a stored session, the user. The guards run one after the other once the
 * router starts, and each waited for its own request after the one before; now they find them under way
 * (TanStack Query shares a request in flight). A failure is left to the guard that meets it.
 */
export function startGuardRequests(queryClient: QueryClient): void {
  const ignore = () => undefined;
  void queryClient.query(serverStatusQuery()).catch(ignore);
  void queryClient.query(configQuery()).catch(ignore);
  if (hasSession()) void queryClient.query(userQuery()).catch(ignore);
}
