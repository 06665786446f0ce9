import { graphql } from '../../../gql';

// The credit figures of the acting customer's companies (spec 01 §3 Credit information) for the navbar widget.
export const creditWidgetDocument = graphql(`
  query CreditWidget {
    creditInformation {
      ...CreditFigures
    }
  }
`);

export const creditFiguresFragment = graphql(`
  fragment CreditFigures on CreditInformation {
    company {
      code
      name
    }
    sorg
    sorgs
    custCode
    currency
    creditLimit
    balance
    creditExposure
    openInvoice
    openDO
    consignment
    creditControl
    reasonBlocked
  }
`);

// The credit page: the figures, the companies' credit customers and the average payment days per sorg and year.
export const creditPageDocument = graphql(`
  query CreditPage {
    creditInformation {
      ...CreditFigures
    }
    customerCompanies {
      code
      name
      accountCurrent
      creditCusts {
        custCode
        custName
      }
      areas {
        sorg
        sorgName
      }
    }
    averagePaymentDays {
      sorg
      year
      days
    }
  }
`);

// The open invoices of a blocked company, to list the ones behind its block (src/shared/credit/blocking-invoices.ts).
export const creditBlockingInvoicesDocument = graphql(`
  query CreditBlockingInvoices($custCode: String!, $sorgs: [String!]!) {
    openInvoiceV5(custCode: $custCode, sorgs: $sorgs) {
      companyCode
      sorg
      customerAgeing {
        invoice {
          id
          sorg
          invoiceNo
          assignment
          dueDate
          overdue
          currency
          accountingAmount
        }
      }
    }
  }
`);
