import { graphql } from '../../../gql';

// The money format every order amount carries (minor units of its currency).
export const orderMoneyFormatFragment = graphql(`
  fragment OrdersMoneyFormat on MoneyFormat {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
`);

// A delivery as the order detail and the delivery page show it (spec 01 §3 Delivery / shipped order).
export const deliveryFragment = graphql(`
  fragment OrdersDelivery on Delivery {
    doNumber
    orderType
    orderTypeDisplay
    custCode
    custName
    custPoNo
    shipTo
    deliveryDate
    requestDeliveryDate
    estimatedDeliveryDate
    trackingNo
    trackingUrl
    expeditionName
    notes
    detail {
      orderNo
      articleCode
      articleCodeDisplay
      description
      orderQty
      price
      orderType
      custCode
    }
    currency {
      currency
      symbol
      thousandSeparator
      decimalSeparator
      decimalPrecission
    }
  }
`);

export const orderListDocument = graphql(`
  query OrdersList($filter: OrderListFilterInput, $withPayment: Boolean) {
    orders(filter: $filter, withPayment: $withPayment) {
      items {
        id
        orderNo
        sapOrderNo
        sorg
        merchant
        orderType
        orderTypeDisplay
        orderStatus {
          id
          description
          pendingB2B
        }
        totalOrder
        format {
          ...OrdersMoneyFormat
        }
        createdBy
        createdAt
        custPoNo
        deliveryDate
        orderPayment {
          paymentStatus
          expiredDate
        }
      }
      info {
        count
        page
        pageTotal
      }
    }
  }
`);

export const orderDetailDocument = graphql(`
  query OrdersDetail($orderNo: String!) {
    order(orderNo: $orderNo) {
      id
      orderNo
      sapOrderNo
      sorg
      merchant
      orderType
      orderTypeDisplay
      orderStatus {
        id
        description
        pendingB2B
      }
      totalOrder
      format {
        ...OrdersMoneyFormat
      }
      createdBy
      createdAt
      custCode
      customer
      shipTo
      custPoNo
      deliveryDate
      expectedDeliveryDate
      notes
      rejectionReason
      shipComplete
      lastVisitAt
      details {
        id
        articleCode
        articleCodeDisplay
        description
        orderQty
        uom
        price
        promoPrice
        subtotal
        deliveredQty
        isPreOrder
        timeline {
          kind
          at
          qty
          supplyDate
          doNumber
          trackingNo
          trackingUrl
          changed
        }
        confirmations {
          supplyQty
          supplyDate
          supplySite
          supplySloc
          supplyShippingPoint
          supplyLocation
          supplyPriority
        }
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
        paymentReceipt
        paymentDiscount
        paymentDiscountAmount
        paymentDocs {
          id
          fileName
          url
          uploadedAt
        }
      }
      deliveries {
        ...OrdersDelivery
      }
    }
  }
`);

export const openOrderDocument = graphql(`
  query OrdersOpenOrder($page: Int!, $limit: Int!) {
    openOrderV4(page: $page, limit: $limit) {
      companyCode
      companyName
      ordersTotal
      deliveriesTotal
      orders {
        soNumber
        orderNumber
        orderType
        orderTypeDisplay
        poNumber
        createdAt
        requestDeliveryDate
        expectedDeliveryDate
        notes
        internalNotes
        createdBy
        shipTo
        shipToAddress
        custCode
        custName
        articleCode
        articleCodeDisplay
        name
        brand
        qty
        subTotal
        price
        uom
        productCategory
        modelYear
        status
        format {
          ...OrdersMoneyFormat
        }
      }
      deliveries {
        doNumber
        estimatedDeliveryDate
        detail {
          orderNo
          articleCode
          articleCodeDisplay
          description
          orderQty
          price
          orderType
          custCode
        }
      }
    }
  }
`);

export const shippedOrdersDocument = graphql(`
  query OrdersShipped($from: String!, $to: String!) {
    shippedOrders(from: $from, to: $to) {
      ...OrdersDelivery
    }
  }
`);

export const openDeliveriesDocument = graphql(`
  query OrdersOpenDeliveries($from: String!, $to: String!) {
    openDeliveries(from: $from, to: $to) {
      ...OrdersDelivery
    }
  }
`);

export const exportOpenOrdersDocument = graphql(`
  mutation OrdersExportOpenOrders {
    exportOpenOrders {
      message {
        status
        description
      }
      report {
        id
        fileName
        status
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
