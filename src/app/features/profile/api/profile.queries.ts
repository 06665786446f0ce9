import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { queryKeys } from '../../../lib/query-keys';
import { profileUserDocument, updateProfileUserDocument, updateUserDocument } from './profile.operations';
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

/** What the profile form saves: the self-service fields, and the password pair when a new password was typed. */
export interface ProfileInput {
  name: string;
  email: string;
  sendEmail: boolean;
  sendEmailWarranty: boolean;
  languageId?: string;
  currentPassword?: string;
  newPassword?: string;
}

/**
 * Saves the profile: the self-service fields through updateUser on the user's own id, then, when a new password
 * was typed, the password through updateProfileUser. A refusal is data (userErrors), not an exception.
 */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword, ...fields }: ProfileInput): Promise<UpdateProfileResult> => {
      const { updateUser: payload } = await graphqlRequest(updateUserDocument, { id: userId, user: fields });
      if (payload.userErrors.length > 0 || payload.message.status !== 'SUCCESS' || !payload.user) {
        return { ok: false, fieldErrors: payload.userErrors, description: payload.message.description };
      }
      queryClient.setQueryData(queryKeys.profile.user(), payload.user);
      if (newPassword === undefined) return { ok: true };
      const { updateProfileUser: password } = await graphqlRequest(updateProfileUserDocument, {
        user: { currentPassword: currentPassword ?? '', newPassword },
      });
      if (password.userErrors.length > 0 || password.message.status !== 'SUCCESS') {
        return { ok: false, fieldErrors: password.userErrors, description: password.message.description };
      }
      return { ok: true };
    },
    onSuccess: async (result) => {
      // The name shows in the navbar and the profile menu, which read GET /api/user.
      if (result.ok) await queryClient.invalidateQueries({ queryKey: queryKeys.session.root });
    },
  });
}
