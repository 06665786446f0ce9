import { graphql } from '../../../gql';

// Past orders, for repeat order.
export const orderHistoryDocument = graphql(`
  query CartOrderHistory($page: Int, $limit: Int) {
    orderHistory(page: $page, limit: $limit) {
      items {
        orderNo
        sorg
        status
        createdAt
        totalOrder
        format {
          currency
          symbol
          thousandSeparator
          decimalSeparator
          decimalPrecision
        }
        lines {
          articleCode
          description
          orderQty
          uom
          price
          subtotal
          product {
            id
            name
            articleCode
            articleCodeDisplay
            sorg
            image
            uom
            cartQty
            maxOrderQty
            price {
              dealer
              format {
                currency
                symbol
                thousandSeparator
                decimalSeparator
                decimalPrecision
              }
            }
            stock {
              inStock
              available {
                qty
                mask
              }
            }
            cannotPurchase {
              code
              message
              limit
            }
          }
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
