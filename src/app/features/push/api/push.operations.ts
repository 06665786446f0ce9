import { graphql } from '../../../gql';

export const sendTestNotificationDocument = graphql(`
  mutation PushSendTestNotification {
    sendTestNotification {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      sent
    }
  }
`);
