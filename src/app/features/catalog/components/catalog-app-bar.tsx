import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config';
import { catalogConfigOf } from '../catalog-viewer';
import { useCatalogLocation } from '../use-catalog-location';
import { CatalogSearch } from './catalog-search';
import { CatalogToggle } from './catalog-toggle';
import { CategoryMenu } from './category-menu';
import classes from './catalog-app-bar.module.css';

/**
 * The catalog's controls (spec 01 §2 Catalog app bar) in the sub-bar under the portal's header, on tablets and
 * desktops: the bike/PAA toggle, the category menu and the search with suggestions. The cart, profile and customer
 * menus are the header's, the same as on every page (docs/decisions.md, "Layouts"). Phones get the same controls
 * at the top of each catalog page ({@link CatalogPhoneBar}).
 */
export function CatalogAppBar() {
  const location = useCatalogLocation();
  const { data: config } = useQuery(configQuery());
  const catalogConfig = catalogConfigOf(config);
  return (
    <div className={classes.bar} data-testid="catalog-app-bar">
      <CatalogToggle locale={location.locale} category={location.category} isHome={location.isHome} />
      <CategoryMenu
        locale={location.locale}
        category={location.category}
        catalogRedesign={catalogConfig.catalogRedesign}
        hideCategoryMenu={catalogConfig.hideCategoryMenu}
      />
      <CatalogSearch locale={location.locale} category={location.category} />
    </div>
  );
}
