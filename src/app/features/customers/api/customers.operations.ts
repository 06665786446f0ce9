import { graphql } from '../../../gql';

export const customerListDocument = graphql(`
  query CustomersDialogList($search: String, $page: Int, $limit: Int) {
    salesCustomers(search: $search, page: $page, limit: $limit) {
      items {
        id
        custName
        custCode {
          unified
          isr
          r3
        }
        custAddress
        custCity
        custEmail
        custPhone
        custAreas {
          sorg
          custGroup
        }
      }
      info {
        page
        count
        pageTotal
      }
    }
  }
`);
