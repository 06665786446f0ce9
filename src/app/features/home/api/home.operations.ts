import { graphql } from '../../../gql';

// The home's cards (spec 01 §2 home, one per role and scope, spec 01 §6): each card asks for its own small answer,
// so one slow or failing part does not hold the others, and each answer is kept on the device under the 'home'
// root (lib/offline-cache.ts).

export const homeMoneyFormatFragment = graphql(`
  fragment HomeMoneyFormat on MoneyFormat {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
`);

export const homeCartDocument = graphql(`
  query HomeCart {
    cart {
      totalQty
      lines {
        id
        qty
        product {
          id
          name
          articleCodeDisplay
        }
      }
      groups {
        sorg
        sorgName
        totalQty
        total
        format {
          ...HomeMoneyFormat
        }
      }
    }
  }
`);

export const homeOrdersDocument = graphql(`
  query HomeOrders {
    orders(filter: { page: 1, limit: 10 }, withPayment: false) {
      items {
        id
        orderNo
        orderStatus {
          id
          description
        }
        totalOrder
        format {
          ...HomeMoneyFormat
        }
        createdAt
      }
      info {
        count
      }
    }
  }
`);

export const homeInvoicesDocument = graphql(`
  query HomeInvoices($custCode: String!) {
    openInvoiceV5(custCode: $custCode, sorgs: []) {
      companyCode
      sorg
      currency
      customerAgeing {
        overdue {
          from
          to
        }
        value
        invoice {
          id
        }
      }
    }
  }
`);

export const homeCreditDocument = graphql(`
  query HomeCredit {
    creditInformation {
      company {
        code
        name
      }
      sorg
      currency
      creditLimit
      creditExposure
      openInvoice
      reasonBlocked
    }
  }
`);

export const homePromotionsDocument = graphql(`
  query HomePromotions {
    promotions {
      code
      name
      tagline
      badge
      validTo
    }
  }
`);

export const homeVisitsDocument = graphql(`
  query HomeVisits($brand: String!, $today: String!, $from: String!, $to: String!) {
    today: formVisits(brand: $brand, date: $today, limit: 10) {
      items {
        id
        custCode
        custName
        createdAt
      }
      info {
        count
      }
    }
    week: formVisits(brand: $brand, from: $from, to: $to, limit: 10) {
      items {
        id
      }
      info {
        count
      }
    }
  }
`);

export const homeUnvisitedDocument = graphql(`
  query HomeUnvisited($brand: String!) {
    formVisitSalesCustomers(brand: $brand) {
      custCode
      custName
      sorg
      city
      lastVisitAt
    }
  }
`);

export const homeWaitingDocument = graphql(`
  query HomeWaiting($desk: Boolean!, $claims: Boolean!) {
    pendingB2B: deskOrders(stage: PENDING_B2B, limit: 1) @include(if: $desk) {
      items {
        id
      }
      info {
        count
      }
    }
    toConfirm: deskOrders(stage: TO_CONFIRM, limit: 1) @include(if: $desk) {
      items {
        id
      }
      info {
        count
      }
    }
    claimsToDecide: claimsV3(limit: 10, filter: { statusIds: ["submitted", "in-review"] }) @include(if: $claims) {
      items {
        id
      }
      info {
        count
      }
    }
  }
`);

// User administration's accounts with failed sign-ins of the last 24 hours (addresses come masked by the server).
export const homeSignInFailuresDocument = graphql(`
  query HomeSignInFailures {
    signInFailures(limit: 10) {
      username
      name
      failures
      lastAttemptAt
      locked
      maskedAddresses
    }
  }
`);
