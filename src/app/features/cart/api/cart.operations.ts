import { graphql } from '../../../gql';

// The cart as every view of it reads it (the button's popup, the cart page, the answers of updateProductsInCart):
// one fragment, so a mutation's answer can replace the cached cart as it is.
export const cartFragment = graphql(`
  fragment CartViewCart on Cart {
    totalQty
    lines {
      id
      qty
      uom
      sorg
      unitPrice
      subtotal
      appliedTier {
        salesDealNo
        term
        qty
        type
        discount
        uom
        unitPrice
      }
      problems {
        code
        message
        limit
      }
      product {
        id
        name
        articleCode
        articleCodeDisplay
        slug
        category
        image
        uom
        color
        frameSize
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
          discount {
            salesDealNo
            term
            qty
            type
            discount
            uom
            unitPrice
          }
        }
      }
    }
    groups {
      sorg
      sorgName
      totalQty
      total
      format {
        currency
        symbol
        thousandSeparator
        decimalSeparator
        decimalPrecision
      }
    }
  }
`);

export const cartDocument = graphql(`
  query CartContent {
    cart {
      ...CartViewCart
    }
  }
`);

export const updateProductsInCartDocument = graphql(`
  mutation CartUpdateProducts($products: [CartProductInput!]!) {
    updateProductsInCart(products: $products) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      results {
        articleCode
        sorg
        status
        message
        qty
        unitPrice
        previousUnitPrice
      }
      cart {
        ...CartViewCart
      }
    }
  }
`);

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
