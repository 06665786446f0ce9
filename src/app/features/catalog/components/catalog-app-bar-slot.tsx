import { lazy, Suspense } from 'react';

// The portal layout renders this in the sub-bar of every catalog page; the bar itself (combobox, menus, queries) loads in its
// own chunk, so pages outside the catalog do not carry it.
const LazyCatalogAppBar = lazy(() => import('./catalog-app-bar').then((module) => ({ default: module.CatalogAppBar })));

/** The `catalogBar` slot of the catalog pages (spec 01 §2 Catalog app bar). */
export function CatalogAppBarSlot() {
  return (
    <Suspense fallback={null}>
      <LazyCatalogAppBar />
    </Suspense>
  );
}
