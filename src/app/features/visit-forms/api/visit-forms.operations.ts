import { graphql } from '../../../gql';

// Every view of a stored visit (the list, the detail, the form it is edited in) reads this one fragment.
export const visitFragment = graphql(`
  fragment VisitFormsFormVisit on FormVisit {
    id
    clientId
    brand
    sorg
    custCode
    custName
    brandDisplay
    brandDisplayDescription
    otherMidrange
    otherMidrangeDescription
    brandDomination
    qtyPlgGrp
    qtyNonPlgGrp
    seriesList
    seriesBrand {
      brand
      series
    }
    otherSeriesList
    equipment
    equipmentText
    notes
    photos {
      slot
      url
      contentType
      size
      width
      height
    }
    version
    createdAt
    createdBy
    updatedAt
    updatedBy
    canEdit
  }
`);

export const visitListDocument = graphql(`
  query VisitFormsList($brand: String!, $custCodes: [String!], $page: Int, $limit: Int, $from: String, $to: String) {
    formVisits(brand: $brand, custCodes: $custCodes, page: $page, limit: $limit, from: $from, to: $to) {
      items {
        ...VisitFormsFormVisit
      }
      info {
        page
        count
        pageTotal
      }
    }
  }
`);

export const visitDetailDocument = graphql(`
  query VisitFormsDetail($brand: String!, $id: ID!) {
    formVisits(brand: $brand, id: $id, page: 1, limit: 10) {
      items {
        ...VisitFormsFormVisit
      }
    }
  }
`);

// The form's reference lists of one brand family, in one request.
export const visitReferenceListsDocument = graphql(`
  query VisitFormsReferenceLists($brand: String!) {
    formVisitBrandDisplay(brand: $brand) {
      code
      name
    }
    formVisitOtherMidRange(brand: $brand) {
      code
      name
    }
    formVisitEquipment(brand: $brand) {
      code
      name
    }
    formVisitSeries(brand: $brand) {
      brand
      series
    }
  }
`);

export const visitCustomersDocument = graphql(`
  query VisitFormsCustomers($sorg: String, $onlyCustomerHasFormVisit: Boolean, $brand: String) {
    formVisitSalesCustomers(sorg: $sorg, onlyCustomerHasFormVisit: $onlyCustomerHasFormVisit, brand: $brand) {
      custCode
      custName
      sorg
      city
      lastVisitAt
    }
  }
`);
