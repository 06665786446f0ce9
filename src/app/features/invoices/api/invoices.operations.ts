import { graphql } from '../../../gql';

// The invoice pages' documents (spec 01 §7 open invoice V5, invoice, invoices by date range, send invoice email).

// An invoice row as the open and paid lists show it (spec 01 §3 Invoice); amounts in minor units of `currency`.
export const invoiceRowFragment = graphql(`
  fragment InvoicesRow on Invoice {
    id
    sorg
    invoiceNo
    assignment
    installment
    doNo
    invoiceDate
    dueDate
    overdue
    status
    currency
    accountingAmount
    accountingNo
    grandTotal
    clearingDate
    payerCode
    payerName
    companyCode
    recycleFee
    surcharges
    tax
    shippingCost
    discount
    freightAllowance
    earlyPaymentDiscount
    paymentDiscount
  }
`);

export const openInvoicesDocument = graphql(`
  query InvoicesOpen($custCode: String!, $sorgs: [String!]!) {
    openInvoiceV5(custCode: $custCode, sorgs: $sorgs) {
      companyCode
      sorg
      currency
      additionalDisplays
      customerAgeing {
        overdue {
          from
          to
        }
        value
        invoice {
          ...InvoicesRow
        }
      }
      pendingPayment {
        ...InvoicesRow
      }
      waitingForPayment {
        ...InvoicesRow
      }
    }
  }
`);

// The acting customer's areas: merchantConfig.allowPayInvoice decides whether "Pay invoices" is offered.
export const invoiceAreasDocument = graphql(`
  query InvoicesAreas {
    customerArea {
      sorg
      sorgName
      companyName
      companyCode
      includeTax
      merchantConfig {
        allowPayInvoice
      }
    }
  }
`);

export const invoiceDetailDocument = graphql(`
  query InvoicesDetail($invoiceNo: String!, $sorg: String!) {
    invoice(invoiceNo: $invoiceNo, sorg: $sorg) {
      invoiceNo
      sorg
      installments {
        ...InvoicesRow
        notes
        detailNotes
        terms
        expeditionName
        expeditionTracking
        lineItem
        fiscalYear
      }
      lines {
        articleCode
        articleCodeDisplay
        name
        brand
        uom
        qty
        price
        subTotal
      }
    }
  }
`);

export const paidInvoicesDocument = graphql(`
  query InvoicesPaid($from: String!, $to: String!) {
    invoicesByDateRange(from: $from, to: $to) {
      ...InvoicesRow
    }
  }
`);

export const sendInvoiceEmailDocument = graphql(`
  mutation InvoicesSendEmail($invoiceNumber: String!, $sorg: String!) {
    sendInvoiceEmail(invoiceNumber: $invoiceNumber, sorg: $sorg) {
      status
      description
      retryAfterSeconds
      userErrors {
        field
        message
        code
      }
    }
  }
`);
