import { graphql } from '../../../gql';

export const notificationsDocument = graphql(`
  query NotificationsList($limit: Int) {
    notifications(limit: $limit) {
      id
      kind
      title
      body
      url
      createdAt
      read
    }
  }
`);

export const markNotificationsReadDocument = graphql(`
  mutation NotificationsMarkRead($ids: [ID!]) {
    markNotificationsRead(ids: $ids)
  }
`);
