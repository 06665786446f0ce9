import { graphql } from '../../../gql';

export const homeViewerDocument = graphql(`
  query HomeViewer {
    me {
      id
      name
      username
    }
  }
`);
