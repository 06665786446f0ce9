import { graphql } from '../../gql';

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
        stock {
          available {
            qty
          }
        }
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

// The one updateProductsInCart of the page (cart page, fast and repeat order, the product page's add to cart). The
// outbox sends its own selection from src/browser (the service worker cannot read this file), which asks for no cart.
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
        limit
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
