import { graphql } from '../../../gql';

export const cartListFragment = graphql(`
  fragment CartListsList on CartList {
    id
    name
    lineCount
    createdBy
    createdAt
    updatedAt
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

export const cartListsDocument = graphql(`
  query CartListsAll {
    cartLists {
      ...CartListsList
    }
  }
`);

export const cartListDocument = graphql(`
  query CartListsOne($id: ID!) {
    cartList(id: $id) {
      list {
        ...CartListsList
      }
      content {
        lines {
          id
          qty
          uom
          sorg
          unitPrice
          subtotal
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
            price {
              format {
                currency
                symbol
                thousandSeparator
                decimalSeparator
                decimalPrecision
              }
            }
          }
        }
      }
    }
  }
`);

export const saveCartAsListDocument = graphql(`
  mutation CartListsSave($name: String!) {
    saveCartAsList(name: $name) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      list {
        ...CartListsList
      }
    }
  }
`);

export const renameCartListDocument = graphql(`
  mutation CartListsRename($id: ID!, $name: String!) {
    renameCartList(id: $id, name: $name) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      list {
        ...CartListsList
      }
    }
  }
`);

export const deleteCartListDocument = graphql(`
  mutation CartListsDelete($id: ID!) {
    deleteCartList(id: $id) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      id
    }
  }
`);

export const startCartFromListDocument = graphql(`
  mutation CartListsStart($id: ID!, $mode: CartListStartMode!, $seen: [CartListSeenPriceInput!]) {
    startCartFromList(id: $id, mode: $mode, seen: $seen) {
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
      changes {
        kind
        sorg
        articleCode
        reason
        qty
        before
        after
      }
      cart {
        ...CartViewCart
      }
    }
  }
`);
