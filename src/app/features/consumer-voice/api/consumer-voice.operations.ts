import { graphql } from '../../../gql';

export const sendConsumerVoiceDocument = graphql(`
  mutation ConsumerVoiceSend($message: String!) {
    sendCustomerFeedback(message: $message) {
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
