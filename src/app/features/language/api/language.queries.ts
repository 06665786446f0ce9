import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import type { Locale } from '../../../../shared/locales';
import { graphqlRequest } from '../../../lib/graphql';
import { pathInLocale } from '../../../lib/locale';
import { notify } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { changeLanguageDocument } from './language.operations';

/**
 * Changes the user's language (spec 01 §4 Language change): `changeLanguage(id)` with the locale prefix; on
 * success the page moves to the new prefix and a success pop-up shows; a refusal or a failure shows the error
 * pop-up and the page stays.
 */
export function useChangeLanguage() {
  const { t } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (locale: Locale) => {
      const { changeLanguage } = await graphqlRequest(changeLanguageDocument, { id: locale });
      if (changeLanguage.message.status !== 'SUCCESS') throw new Error(changeLanguage.message.description);
      return locale;
    },
    onSuccess: async (locale) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.root });
      await router.navigate({ href: pathInLocale(router.state.location.href, locale) });
      // After the move, so the pop-up speaks the new language.
      notify.success({ id: 'change-language', message: t`The language has been changed` });
    },
    onError: () => {
      notify.error({ id: 'change-language', message: t`The language could not be changed, please try again` });
    },
  });
}
