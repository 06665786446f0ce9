import { graphql } from '../../../gql';

// The payments administration (spec 02 §7): payments by sorg and module, and what staff do with one.
export const adminPaymentFragment = graphql(`
  fragment AdminPaymentFields on AdminPayment {
    id
    sorg
    module
    externalId
    orderNumber
    custCode
    custName
    amount
    currency
    status {
      id
      description
    }
    gatewayRef
    gatewayLabel
    approvedBy
    createdAt
    canApprove
    canVoid
    docs {
      id
      fileName
      url
      createdAt
    }
  }
`);

export const adminPaymentsDocument = graphql(`
  query AdminPayments($sorg: String!, $module: PaymentModule!, $status: String, $page: Int) {
    paymentsBySorgAndModule(sorg: $sorg, module: $module, status: $status, page: $page) {
      items {
        ...AdminPaymentFields
      }
      info {
        page
        count
        pageTotal
      }
    }
  }
`);

export const adminPaymentFiltersDocument = graphql(`
  query AdminPaymentFilters {
    sorgs {
      code
      name
    }
    paymentStatuses {
      id
      description
    }
  }
`);

export const uploadPaymentDocument = graphql(`
  mutation UploadPayment($input: UploadPaymentInput!) {
    uploadPayment(input: $input) {
      userErrors {
        field
        message
        code
      }
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);

export const uploadPaymentDocDocument = graphql(`
  mutation UploadPaymentDoc($paymentId: ID!, $uploadId: ID!) {
    uploadPaymentDoc(paymentId: $paymentId, uploadId: $uploadId) {
      userErrors {
        field
        message
        code
      }
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);

export const deletePaymentDocDocument = graphql(`
  mutation DeletePaymentDoc($id: ID!) {
    deletePaymentDoc(id: $id) {
      userErrors {
        field
        message
        code
      }
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);

export const approvePaymentDocument = graphql(`
  mutation ApprovePayment($id: ID!) {
    approvePayment(id: $id) {
      userErrors {
        field
        message
        code
      }
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);

export const voidPaymentDocument = graphql(`
  mutation VoidPayment($orderNumber: String!) {
    voidPayment(orderNumber: $orderNumber) {
      userErrors {
        field
        message
        code
      }
      payment {
        ...AdminPaymentFields
      }
    }
  }
`);
