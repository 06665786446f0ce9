import { queryOptions } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api';
import { graphqlRequest } from '../../../lib/graphql';
import { offlineFirst } from '../../../lib/offline-cache';
import { queryKeys } from '../../../lib/query-keys';
import { activeBannersDocument } from './banners.operations';

export interface ActiveBanner {
  id: string;
  /** `{API base}/bnrs/image/{bannerFile}` (spec 01 §2 Banner pop-up). */
  imageUrl: string;
  link: string | null;
}

/** The banners valid now for the user's areas (activeUserAreaBanners). */
export function activeBannersQuery() {
  return queryOptions({
    queryKey: queryKeys.banners.active(),
    queryFn: offlineFirst(async ({ signal }): Promise<ActiveBanner[]> => {
      const data = await graphqlRequest(activeBannersDocument, {}, { signal });
      return data.activeUserAreaBanners.map((banner) => ({
        id: banner.id,
        imageUrl: apiUrl(`/bnrs/image/${encodeURIComponent(banner.bannerFile)}`),
        link: banner.link ?? null,
      }));
    }),
    staleTime: 10 * 60_000,
    // Spec 01 §8: the banner load fails silently; one try is enough for a pop-up nobody asked for.
    retry: false,
  });
}
