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
      language {
        id
      }
    }
  }
`);

/** The self-service fields of the profile (spec 02 §7 updateUser on the own id). */
export const updateUserDocument = graphql(`
  mutation ProfileUpdateUser($id: ID!, $user: UpdateUserInput!) {
    updateUser(id: $id, user: $user) {
      user {
        id
        username
        name
        email
        sendEmail
        sendEmailWarranty
        language {
          id
        }
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
