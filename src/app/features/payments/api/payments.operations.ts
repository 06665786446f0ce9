import { graphql } from '../../../gql';

// The paying pages' documents (spec 01 §7 Invoices and payments). Payment information goes only into
// createPaymentRequestV3's variables, never into a query key, a cache or the outbox (paying is online only).

export const payInvoicesDocument = graphql(`
  query PaymentsPayInvoices($custCode: String!) {
    customerArea {
      sorg
      sorgName
      companyCode
      companyName
      merchantConfig {
        allowPayInvoice
      }
    }
    openInvoiceV5(custCode: $custCode, sorgs: []) {
      companyCode
      sorg
      currency
      customerAgeing {
        invoice {
          ...PaymentsOpenInvoice
        }
      }
      pendingPayment {
        ...PaymentsOpenInvoice
      }
      waitingForPayment {
        ...PaymentsOpenInvoice
      }
    }
  }
`);

export const openInvoiceFragment = graphql(`
  fragment PaymentsOpenInvoice on Invoice {
    id
    sorg
    invoiceNo
    assignment
    installment
    invoiceDate
    dueDate
    overdue
    status
    currency
    accountingAmount
    accountingNo
    earlyPaymentDiscount
    freightAllowance
    payerCode
    payerName
  }
`);

export const paymentOptionsDocument = graphql(`
  query PaymentsOptions($sorg: String!) {
    paymentMethods(sorg: $sorg) {
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
    savedPayments(sorgs: [$sorg]) {
      id
      sorg
      type
      display
      paymentMerchant
    }
  }
`);

export const paymentRequestFragment = graphql(`
  fragment PaymentsRequest on PaymentRequest {
    id
    externalId
    merchant
    payerCode
    payerName
    amount
    currency
    method
    virtualAccountNo
    instruction
    paymentStatus {
      id
      description
    }
    expiredDate
    createdAt
    isPartialPayment
    extRefData
    gatewayLabel
    invoices {
      invoiceNo
      assignment
      accountingNo
      dueDate
      amount
    }
    receipts {
      id
      fileName
      url
      createdAt
    }
  }
`);

export const createPaymentRequestDocument = graphql(`
  mutation PaymentsCreateRequest(
    $input: PaymentRequestInput!
    $accountingNumbers: [String!]!
    $isPartialPayment: Boolean!
    $extRefData: String
    $paymentRequestData: PaymentInformationInput
  ) {
    createPaymentRequestV3(
      input: $input
      accountingNumbers: $accountingNumbers
      isPartialPayment: $isPartialPayment
      extRefData: $extRefData
      paymentRequestData: $paymentRequestData
    ) {
      paymentRequest {
        ...PaymentsRequest
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const simulateTransferDocument = graphql(`
  mutation PaymentsSimulateTransfer($externalId: String!) {
    simulateTransfer(externalId: $externalId) {
      paymentRequest {
        ...PaymentsRequest
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const paymentRequestDocument = graphql(`
  query PaymentsRequestByExternalId($externalId: String!) {
    paymentRequest(externalId: $externalId) {
      ...PaymentsRequest
    }
  }
`);

export const paymentRequestsDocument = graphql(`
  query PaymentsRequests($filter: PaymentRequestFilterInput) {
    paymentRequests(filter: $filter) {
      items {
        ...PaymentsRequest
      }
      info {
        page
        count
        pageTotal
      }
    }
  }
`);

export const voidPaymentRequestDocument = graphql(`
  mutation PaymentsVoidRequest($payerCode: String!, $merchant: String!) {
    voidPaymentRequest(payerCode: $payerCode, merchant: $merchant) {
      paymentRequest {
        ...PaymentsRequest
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const deleteUserPaymentDocument = graphql(`
  mutation PaymentsDeleteUserPayment($id: ID!) {
    deleteUserPayment(id: $id) {
      deleted
      userErrors {
        field
        message
      }
    }
  }
`);

export const uploadPaymentReceiptDocument = graphql(`
  mutation PaymentsUploadReceipt($externalId: String!, $uploadId: ID!) {
    uploadPaymentReceipt(externalId: $externalId, uploadId: $uploadId) {
      paymentRequest {
        ...PaymentsRequest
      }
      userErrors {
        field
        message
      }
    }
  }
`);

export const deletePaymentReceiptDocument = graphql(`
  mutation PaymentsDeleteReceipt($id: ID!) {
    deletePaymentReceipt(id: $id) {
      paymentRequest {
        ...PaymentsRequest
      }
      userErrors {
        field
        message
      }
    }
  }
`);
