import { graphql } from '../../../gql';

// Every view of a stored claim (the detail, the edit form) reads this fragment; the list reads its row fragment.
export const claimRowFragment = graphql(`
  fragment ClaimsClaimRow on Claim {
    id
    clientId
    referenceNo
    productCategory
    custCode
    custName
    frameNumber
    articleCode
    articleDescription
    description
    status {
      id
      description
      category
    }
    createdAt
    createdBy
  }
`);

export const claimDetailFragment = graphql(`
  fragment ClaimsClaimDetail on Claim {
    ...ClaimsClaimRow
    sorg
    frameShippedDelvNo
    frameShippedTo
    frameShippedToName
    nonCode
    resolution
    customerNotes
    qty
    brandName
    mcName
    productionCode
    bikeAttributes
    contactPersonName
    contactPersonPhone
    purchaseDate
    consumer {
      name
      phone
      city
      address
      email
    }
    problems {
      id
      part
      description
      notes
    }
    files {
      id
      slot
      url
      fileName
      contentType
      size
      title
    }
    creditNoteNo
    deliveryOrderNo
    additionalDocuments {
      id
      no
      url
      title
      fileName
    }
    stolenBike
    recallFrames {
      id
      code
      title
      description
      action
      completedAt
    }
    pdi {
      id
      mechanic
      createdAt
      checklist {
        id
        description
        checked
      }
    }
    isNotAWarranty
    reasonRejection
    histories {
      id
      fromStatus {
        id
        description
      }
      toStatus {
        id
        description
      }
      reason
      displayName
      createdAt
    }
    comments {
      id
      comment
      internal
      displayName
      createdAt
      createdBy
    }
    nextStatuses {
      status {
        id
        description
        category
      }
      needsReason
      sideEffect
    }
    canEdit
    version
    updatedAt
  }
`);

export const claimReferenceDocument = graphql(`
  query ClaimsReference {
    claimUserCapabilities {
      canCreate
      canEdit
      canChangeStatus
      canSeeInternal
      canSeeAllCustomers
      canCreatePaa
    }
    claimStatus {
      id
      description
      category
    }
  }
`);

export const claimListDocument = graphql(`
  query ClaimsList($page: Int, $limit: Int, $filter: ClaimFilter, $custCodes: [String!]) {
    claimsV3(page: $page, limit: $limit, filter: $filter, custCodes: $custCodes) {
      items {
        ...ClaimsClaimRow
      }
      info {
        count
        pageTotal
      }
    }
  }
`);

export const claimSalesCustomersDocument = graphql(`
  query ClaimsSalesCustomers {
    claimSalesCustomers {
      custCode
      custName
    }
  }
`);

export const claimCustomersDocument = graphql(`
  query ClaimsCustomers($search: String) {
    claimCustomers(search: $search) {
      custCode
      custName
    }
  }
`);

export const claimDetailDocument = graphql(`
  query ClaimsDetail($id: ID!) {
    claimV2(id: $id, embed: [COMMENTS, HISTORIES, PDI, RECALLS]) {
      ...ClaimsClaimDetail
    }
  }
`);

export const claimFormDataDocument = graphql(`
  query ClaimsFormData($custCode: String!) {
    dealerInformation(custCode: $custCode) {
      custCode
      custName
      contactPersonName
      contactPersonPhone
    }
    claimProblems(custCode: $custCode) {
      id
      part
      description
    }
  }
`);

export const claimFrameChecksDocument = graphql(`
  query ClaimsFrameChecks($frameNumber: String!) {
    claimStolenBike(frameNumber: $frameNumber) {
      frameNumber
      stolen
      message
    }
    claimRecallFrames(frameNumber: $frameNumber, embed: [FRAME]) {
      frameNumber
      recalls {
        id
        code
        title
        completedAt
      }
      frame {
        frameNumber
        articleCode
        description
        brandName
        mcName
        productionCode
        modelYear
        frameShippedTo
        frameShippedToName
        shippedToAnotherCustomer
      }
    }
  }
`);

export const claimArticlesDocument = graphql(`
  query ClaimsArticles($search: String!) {
    claimArticles(search: $search, productCategory: "paa", limit: 20) {
      articleCode
      displayCode
      description
      brandName
    }
  }
`);

export const updateClaimStatusDocument = graphql(`
  mutation ClaimsUpdateStatus(
    $id: ID!
    $newStatus: String!
    $reason: String
    $creditNoteNo: String
    $deliveryOrderNo: String
  ) {
    updateClaimStatus(
      id: $id
      newStatus: $newStatus
      reason: $reason
      creditNoteNo: $creditNoteNo
      deliveryOrderNo: $deliveryOrderNo
    ) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      claim {
        ...ClaimsClaimDetail
      }
    }
  }
`);

export const createAdditionalDocumentDocument = graphql(`
  mutation ClaimsCreateAdditionalDocument($claimId: ID!, $file: ClaimFileInput!, $title: String!) {
    createClaimAdditionalDocument(claimId: $claimId, additionalDocument: $file, title: $title) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      additionalDocument {
        id
        no
        url
        title
        fileName
      }
    }
  }
`);

export const deleteAdditionalDocumentDocument = graphql(`
  mutation ClaimsDeleteAdditionalDocument($id: ID!) {
    deleteClaimAdditionalDocument(id: $id) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`);
