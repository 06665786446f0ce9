import { graphql } from '../../../gql';

export const activeBannersDocument = graphql(`
  query BannersActive {
    activeUserAreaBanners {
      id
      bannerFile
      link
    }
  }
`);
