import { Trans } from '@lingui/react/macro';
import { Image } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { DEFAULT_LOCALE, resolveLocale } from '../lib/locale';
import { ButtonLink } from './button-link';
import { CenteredMessage } from './centered-message';

/**
 * The 404 page (spec 01 §2): an image 250 px wide on extra-small screens, else 375; the heading
 * ('This page could not be found') and the home button. It needs no session: the home page decides where to go.
 */
export function NotFound() {
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  return (
    <CenteredMessage
      image={<Image src="/images/not-found.svg" alt="" w={{ base: 250, xs: 375 }} h="auto" mx="auto" />}
      title={<Trans>This page could not be found</Trans>}
      description={<Trans>The address may be mistyped, or the page has moved.</Trans>}
      actions={
        <ButtonLink to="/$locale" params={{ locale }}>
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      }
    />
  );
}
