import { Trans } from '@lingui/react/macro';
import { useParams } from '@tanstack/react-router';
import { DEFAULT_LOCALE, resolveLocale } from '../lib/locale';
import { ButtonLink } from './button-link';
import { CenteredMessage } from './centered-message';

export function NotFound() {
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  return (
    <CenteredMessage
      title={<Trans>This page could not be found</Trans>}
      actions={
        <ButtonLink to="/$locale" params={{ locale }}>
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
