import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileUserInput } from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { profileUserDocument, updateProfileUserDocument } from './profile.operations';
import { offlineFirst } from '../../../lib/offline-cache';

/** The signed-in user's own profile fields. */
export function profileQuery() {
  return queryOptions({
    queryKey: queryKeys.profile.user(),
    queryFn: offlineFirst(async ({ signal }) => (await graphqlRequest(profileUserDocument, {}, { signal })).me),
    staleTime: 60_000,
  });
}

/** The outcome of a save: saved, or refused with the server's problems per field. */
export type UpdateProfileResult =
  { ok: true } | { ok: false; fieldErrors: { field: string | null; message: string }[]; description: string };

/** updateProfileUser; a refusal is data (userErrors), not an exception. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: UpdateProfileUserInput): Promise<UpdateProfileResult> => {
      const { updateProfileUser: payload } = await graphqlRequest(updateProfileUserDocument, { user });
      if (payload.userErrors.length > 0 || payload.message.status !== 'SUCCESS' || !payload.user) {
        return { ok: false, fieldErrors: payload.userErrors, description: payload.message.description };
      }
      queryClient.setQueryData(queryKeys.profile.user(), payload.user);
      return { ok: true };
    },
    onSuccess: async (result) => {
      // The name shows in the navbar and the profile menu, which read GET /api/user.
      if (result.ok) await queryClient.invalidateQueries({ queryKey: queryKeys.session.root });
    },
  });
}
