import type { ProductCategory } from '../../gql/graphql';

/**
 * The product page of a group or article slug, below the locale prefix: bikes under /catalog/bike, PAA under
 * /catalog/paa, groupsets at /catalog/{slug} (spec 01 §2).
 */
export function productPath(category: ProductCategory, slug: string): string {
  const prefix = category === 'BIKE' ? 'bike/' : category === 'PAA' ? 'paa/' : '';
  return `/catalog/${prefix}${encodeURIComponent(slug)}`;
}

/** The same, with the locale prefix: for links and navigation. */
export function productHref(locale: string, category: ProductCategory, slug: string): string {
  return `/${locale}${productPath(category, slug)}`;
}
