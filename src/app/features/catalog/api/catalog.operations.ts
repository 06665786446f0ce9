import { graphql } from '../../../gql';

// The catalog's operations (spec 01 §7 Catalog). Fragments are named after the component that reads them.

export const moneyFormatFragment = graphql(`
  fragment MoneyFormatFields on MoneyFormat {
    currency
    symbol
    thousandSeparator
    decimalSeparator
    decimalPrecision
  }
`);

/** An article as a list row, a card variant or a grid cell shows it. */
export const productRowFragment = graphql(`
  fragment ProductRowProduct on Product {
    id
    name
    articleCode
    articleCodeDisplay
    slug
    groupSlug
    sorg
    category
    uom
    frameSize
    wheelSize
    color
    colorHex
    image
    cartQty
    allowToOrder
    price {
      retail
      retailDisplay
      dealer
      promotion
      format {
        ...MoneyFormatFields
      }
    }
    stock {
      inStock
      available {
        qty
        mask
        location
      }
      nextArrival {
        date
        qty
        mask
      }
    }
    cannotPurchase {
      code
      message
      limit
    }
  }
`);

/** A model card (and the item view's group header). */
export const productGroupCardFragment = graphql(`
  fragment ProductGroupCardProductGroup on ProductGroup {
    id
    slug
    parentName
    category
    brand {
      id
      description
    }
    serie
    modelYear
    image
    colors {
      name
      hex
      image
    }
    itemCount
    startingAt
    maxRetail
    format {
      ...MoneyFormatFields
    }
    promotionBadge
    inStock
  }
`);

export const productCountsDocument = graphql(`
  query CatalogProductCounts {
    productCounts {
      bike
      paa
      groupset
    }
  }
`);

export const bikeCategoriesDocument = graphql(`
  query CatalogBikeCategories {
    bikeCategories {
      id
      wording
      mcIds
    }
  }
`);

export const filterOptionsDocument = graphql(`
  query CatalogFilterOptions($category: ProductCategory!, $active: ProductFilterInput) {
    filter(category: $category, active: $active) {
      brands {
        ...FilterOptionFields
      }
      promotions {
        ...FilterOptionFields
      }
      tags {
        ...FilterOptionFields
      }
      tagCategories {
        ...FilterOptionFields
      }
      categories {
        ...FilterOptionFields
      }
      priceRange {
        min
        max
        format {
          ...MoneyFormatFields
        }
      }
      series {
        ...FilterOptionFields
      }
      frameSizes {
        ...FilterOptionFields
      }
      wheelSizes {
        ...FilterOptionFields
      }
      models {
        ...FilterOptionFields
      }
    }
  }
`);

// One page of product groups, the same for the catalog list and the purchase lists.
export const productGroupListPageFragment = graphql(`
  fragment ProductGroupListPage on ProductGroupPage {
    items {
      ...ProductGroupCardProductGroup
      items(limit: $itemLimit) {
        ...ProductRowProduct
      }
    }
    info {
      page
      count
      pageTotal
    }
  }
`);

export const filterOptionFragment = graphql(`
  fragment FilterOptionFields on FilterOption {
    value
    label
    count
  }
`);

export const productGroupsDocument = graphql(`
  query CatalogProductGroups(
    $page: Int
    $limit: Int
    $sort: ProductSortInput
    $filter: ProductFilterInput!
    $itemLimit: Int
  ) {
    productGroups(page: $page, limit: $limit, sort: $sort, filter: $filter) {
      ...ProductGroupListPage
    }
  }
`);

export const previousPurchasesDocument = graphql(`
  query CatalogPreviousPurchases(
    $page: Int
    $limit: Int
    $sort: ProductSortInput
    $filter: ProductFilterInput!
    $itemLimit: Int
  ) {
    previousPurchases(page: $page, limit: $limit, sort: $sort, filter: $filter) {
      ...ProductGroupListPage
    }
  }
`);

export const frequentPurchasesDocument = graphql(`
  query CatalogFrequentPurchases(
    $page: Int
    $limit: Int
    $sort: ProductSortInput
    $filter: ProductFilterInput!
    $itemLimit: Int
  ) {
    frequentPurchases(page: $page, limit: $limit, sort: $sort, filter: $filter) {
      ...ProductGroupListPage
    }
  }
`);

export const promotionFragment = graphql(`
  fragment PromotionCardPromotion on Promotion {
    code
    name
    description
    terms
    badge
    tagline
    locations
    category
    validFrom
    validTo
  }
`);

export const promotionsDocument = graphql(`
  query CatalogPromotions($category: ProductCategory) {
    promotions(withDetailOffer: false, productCategory: $category) {
      ...PromotionCardPromotion
    }
  }
`);

export const bestSellersDocument = graphql(`
  query CatalogBestSellers($category: ProductCategory!, $limit: Int) {
    bestSellers(category: $category, limit: $limit) {
      ...ProductGroupCardProductGroup
    }
  }
`);

export const searchSuggestionDocument = graphql(`
  query CatalogSearchSuggestion($term: String!, $category: ProductCategory, $limit: Int) {
    searchSuggestion(term: $term, category: $category, limit: $limit) {
      products {
        id
        name
        articleCode
        articleCodeDisplay
        slug
        groupSlug
        category
        image
      }
      suggestion
    }
  }
`);

export const productDetailsDocument = graphql(`
  query CatalogProductDetails($slug: String!) {
    productDetailsV2(slug: $slug) {
      group {
        ...ProductGroupCardProductGroup
        description
      }
      selected {
        id
      }
      products {
        ...ProductRowProduct
        oldCode
        brand {
          id
          description
        }
        serie
        modelYear
        tags {
          type
          name
          count
          fileName
        }
        orderQuota
        maxOrderQty
        restockNotification
        sorgBlocked
        orderBlocked
        brandBlocked
        categoryBlocked
        hierarchyBlocked
        price {
          dealer
          discount {
            salesDealNo
            term
            qty
            type
            discount
            uom
            unitPrice
          }
        }
        stock {
          available {
            date
            qty
            mask
            priority
            location
          }
          custorder {
            date
            qty
            mask
          }
          nextArrival {
            date
            qty
            mask
            location
          }
          availableForOrderAt
        }
      }
      promotions {
        ...PromotionCardPromotion
      }
    }
  }
`);

export const subscribeRestockDocument = graphql(`
  mutation CatalogSubscribeRestock($articleCode: String!, $sorg: String!) {
    subscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      restockNotification
    }
  }
`);

export const unsubscribeRestockDocument = graphql(`
  mutation CatalogUnsubscribeRestock($articleCode: String!, $sorg: String!) {
    unsubscribeRestockedNotification(articleCode: $articleCode, sorg: $sorg) {
      message {
        status
        description
      }
      userErrors {
        field
        message
        code
      }
      restockNotification
    }
  }
`);
