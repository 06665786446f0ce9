import { graphql } from '../../../gql';

// The checkout's reads (spec 01 §7 shiptoV2, customerShipmentRates, cartFreightBenefits, payment methods, saved
// payments, stockOrderConfirmations) and the checkout mutation (place-order.graphql).

// The ship-to, payment method and rate selections below are also in src/browser/checkout-data.ts (the device's copy
// for offline checkout). They stay two documents: the two codegen targets type them differently (the browser's
// inputs accept one item or a list, `Exact<…>`, which the app's graphqlRequest refuses under
// exactOptionalPropertyTypes), and the device's copy asks for what offline needs (no saved payments, which are
// online only; extPaymentGatewayId and every freight area). A field added to one belongs in the other.
export const checkoutChoicesDocument = graphql(`
  query CheckoutChoices($sorgs: [String!]) {
    shiptoV2 {
      id
      code
      name
      address
      city
      postalCode
      country
      phone
      warehouseArea
      isDefault
      version
    }
    paymentMethods {
      id
      sorg
      type
      desc
      paymentMerchants {
        id
        instruction
        paymentDiscount
        paymentId
      }
    }
    savedPayments(sorgs: $sorgs) {
      id
      sorg
      type
      display
      paymentMerchant
    }
  }
`);

export const checkoutRatesDocument = graphql(`
  query CheckoutRates($cartItems: [ShipmentCartItemInput!]!) {
    customerShipmentRates(cartItems: $cartItems) {
      id
      sorg
      type
      desc
      input
      rate {
        rate
        currency
      }
    }
  }
`);

export const checkoutFreightDocument = graphql(`
  query CheckoutFreight($areas: [WarehouseAreaQtyInput!]!) {
    cartFreightBenefits(qtyByWarehouseArea: $areas) {
      warehouseArea
      targetQty
      isHomeWarehouse
      discountAmount
    }
  }
`);

export const checkoutSupplyDocument = graphql(`
  query CheckoutSupply($orders: [StockOrderInput!]!, $reqDeliveryDate: String) {
    stockOrderConfirmations(orders: $orders, reqDeliveryDate: $reqDeliveryDate) {
      articleCode
      qty
      confirmations {
        supplyQty
        supplyDate
        supplyLocation
      }
    }
  }
`);

// What the confirmation page shows of an order (spec 01 §3 Order; spec 02 §6 order confirmation).
export const placedOrderFragment = graphql(`
  fragment CheckoutPlacedOrder on Order {
    id
    orderNo
    sapOrderNo
    sorg
    merchant
    orderStatus {
      id
      description
      pendingB2B
    }
    totalOrder
    format {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecision
    }
    createdBy
    createdAt
    custCode
    customer
    shipTo
    custPoNo
    deliveryDate
    notes
    details {
      id
      articleCode
      articleCodeDisplay
      description
      orderQty
      uom
      price
      subtotal
    }
    orderShipment {
      type
      desc
      shipmentNotes
      amount
      curr
    }
    orderPayment {
      amount
      currency
      expiredDate
      type
      desc
      instruction
      paymentStatus
      isPaymentWaiting
      isPaymentFailed
      isPaymentCompleted
      paymentDiscount
      paymentDiscountAmount
    }
  }
`);

export const checkoutDocument = graphql(`
  mutation PlaceOrder($input: CheckoutInput!) {
    checkout(input: $input) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      orders {
        ...CheckoutPlacedOrder
      }
    }
  }
`);

export const placedOrderDocument = graphql(`
  query CheckoutOrder($orderNo: String!) {
    order(orderNo: $orderNo) {
      ...CheckoutPlacedOrder
    }
  }
`);

// The credit figures of the acting customer's companies (spec 01 §3 Credit information) for the headroom the
// checkout shows when the host's creditCheck is on; `sorgs` says which orders each company's credit covers.
export const checkoutCreditDocument = graphql(`
  query CheckoutCredit {
    creditInformation {
      company {
        code
        name
      }
      sorgs
      currency
      creditLimit
      creditExposure
      reasonBlocked
    }
  }
`);
