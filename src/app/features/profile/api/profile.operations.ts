import { graphql } from '../../../gql';

export const profileUserDocument = graphql(`
  query ProfileUser {
    me {
      id
      username
      name
      email
      sendEmail
      sendEmailWarranty
    }
  }
`);

export const updateProfileUserDocument = graphql(`
  mutation ProfileUpdate($user: UpdateProfileUserInput!) {
    updateProfileUser(user: $user) {
      user {
        id
        username
        name
        email
        sendEmail
        sendEmailWarranty
      }
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
