import { graphql } from '../../../gql';

// Every view of a PDI (the list, the form it is edited in) reads this one fragment (spec 02 §3 PDI).
export const pdiFragment = graphql(`
  fragment PdiFields on Pdi {
    id
    clientId
    frameNumber
    articleCode
    description
    brand
    merchandise
    modelYear
    model
    series
    mechanic
    custCode
    custName
    checklist {
      id
      checklist
      description
      checked
      sorting
    }
    isDeleted
    recalls {
      id
      code
      title
      completedAt
    }
    version
    createdAt
    createdBy
    updatedAt
  }
`);

export const pdiListDocument = graphql(`
  query PdiList($search: String, $showDeleted: Boolean, $page: Int, $limit: Int) {
    claimPDIs(search: $search, showDeleted: $showDeleted, page: $page, limit: $limit) {
      items {
        ...PdiFields
      }
      info {
        count
        pageTotal
      }
    }
  }
`);

export const pdiDetailDocument = graphql(`
  query PdiDetail($id: ID!) {
    claimPDI(id: $id) {
      ...PdiFields
    }
  }
`);

export const pdiChecklistDocument = graphql(`
  query PdiChecklist {
    claimPDIChecklist {
      id
      checklist
      description
      sorting
    }
  }
`);

// The frame's article data and its recalls (spec 02 §5): filled in when a frame number is typed or scanned.
export const pdiFrameDocument = graphql(`
  query PdiFrame($frameNumber: String!) {
    claimRecallFrames(frameNumber: $frameNumber, embed: [FRAME]) {
      frameNumber
      recalls {
        id
        code
        title
        action
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
      }
    }
  }
`);

export const createPdiDocument = graphql(`
  mutation PdiCreate($input: PdiInput!, $clientId: String) {
    createClaimPDI(input: $input, clientId: $clientId) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      pdi {
        ...PdiFields
      }
    }
  }
`);

export const updatePdiDocument = graphql(`
  mutation PdiUpdate($id: ID!, $baseVersion: Int!, $input: PdiInput!) {
    updateClaimPDI(id: $id, baseVersion: $baseVersion, input: $input) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      pdi {
        ...PdiFields
      }
    }
  }
`);

export const deletePdiDocument = graphql(`
  mutation PdiDelete($id: ID!) {
    deleteClaimPDI(id: $id) {
      userErrors {
        field
        message
        code
      }
      pdi {
        id
        isDeleted
      }
    }
  }
`);

export const restorePdiDocument = graphql(`
  mutation PdiRestore($id: ID!) {
    restoreClaimPDI(id: $id) {
      userErrors {
        field
        message
        code
      }
      pdi {
        id
        isDeleted
      }
    }
  }
`);
