import { createFileRoute } from '@tanstack/react-router';
import { parseClaimListSearch, type ClaimListSearch } from '../../../../../shared/claims/claim-list-search';
import { claimListQuery, claimReferenceQuery } from '../../../../features/claims/api/claims.queries';
import { ClaimListPage } from '../../../../features/claims/pages/claim-list-page';
import { pageUserId } from '../../../../lib/session';

// /claim (ROUTES.claim, scope page.claim, chip hidden): the claims with their filter; offline it lists what the
// device holds and the claims waiting in the outbox. `unavailable` comes from a PAA link the host does not allow.
export const Route = createFileRoute('/$locale/_portal/claim/')({
  validateSearch: (search: Record<string, unknown>): ClaimListSearch & { unavailable?: true } => ({
    ...parseClaimListSearch(search),
    ...(search.unavailable === true || search.unavailable === 'true' ? { unavailable: true as const } : {}),
  }),
  loaderDeps: ({ search }) => parseClaimListSearch(search),
  // Loaded, its failure left to the page: offline it still lists what the device holds.
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.query(claimListQuery(deps)).catch(() => undefined),
      context.queryClient.query(claimReferenceQuery()).catch(() => undefined),
    ]),
  component: ClaimList,
});

function ClaimList() {
  const { locale } = Route.useParams();
  const { unavailable, ...search } = Route.useSearch();
  const { viewer } = Route.useRouteContext();
  return (
    <ClaimListPage
      locale={locale}
      search={search}
      userId={pageUserId()}
      isSales={viewer.mayChooseCustomer && viewer.scopes.includes('menu.change-cust')}
      linkUnavailable={unavailable === true}
    />
  );
}
