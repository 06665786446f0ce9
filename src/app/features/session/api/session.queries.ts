import { useMutation, useQueryClient } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config';
import { landingLocale, type Locale } from '../../../lib/locale';
import { signIn } from '../../../lib/session';
import { userQuery } from '../../../lib/user';

interface SignInInput {
  username: string;
  password: string;
  locale: Locale;
}

/** Signs in, loads the user and answers the locale whose home page to land on. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, password, locale }: SignInInput): Promise<Locale> => {
      await signIn({ username, password });
      const [user, config] = await Promise.all([
        // Always fresh: a cached user may belong to an earlier session.
        queryClient.query({ ...userQuery(), staleTime: 0 }),
        // Without a host config the user simply stays in the current locale.
        queryClient.query(configQuery()).catch(() => undefined),
      ]);
      return landingLocale(user.language?.id, config?.languages ?? [], locale);
    },
  });
}
