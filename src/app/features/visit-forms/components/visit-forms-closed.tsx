import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../../ui/empty-state';

/** A visit form the user's areas do not open (spec 02 §2: the submenus depend on the user's areas). */
export function VisitFormsClosed() {
  return (
    <EmptyState
      type="custom"
      title={<Trans>This visit form is not open to you</Trans>}
      description={<Trans>Visit forms follow your sales areas. Ask sales support if you need this one.</Trans>}
    />
  );
}
