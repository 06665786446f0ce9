import { graphql } from '../../../gql';

export const changeLanguageDocument = graphql(`
  mutation LanguageChange($id: ID!) {
    changeLanguage(id: $id) {
      language {
        id
        description
      }
      message {
        status
        description
      }
    }
  }
`);
