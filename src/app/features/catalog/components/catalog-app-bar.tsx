import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { configQuery } from '../../../lib/config';
import { catalogConfigOf } from '../catalog-viewer';
import { useCatalogLocation } from '../use-catalog-location';
import { CatalogSearch } from './catalog-search';
import { CatalogToggle } from './catalog-toggle';
import { CategoryMenu } from './category-menu';
import classes from './catalog-app-bar.module.css';

/**
 * The catalog's controls in the V3 app bar (spec 01 §2 Catalog app bar), on tablets and desktops: the bike/PAA
 * toggle, the category menu and the search with suggestions. The cart, profile and customer menus are the
 * shell's. Phones get the same controls at the top of each catalog page ({@link CatalogPhoneBar}).
 */
export function CatalogAppBar() {
  const location = useCatalogLocation();
  const { data: config } = useQuery(configQuery());
  const catalogConfig = catalogConfigOf(config);
  // Under 1200 px the bar also holds the customer chip, language, cart and profile: the menu button goes icon-only.
  const isWide = useMediaQuery('(min-width: 75em)', true);
  return (
    <div className={classes.bar} data-testid="catalog-app-bar">
      <CatalogToggle locale={location.locale} category={location.category} isHome={location.isHome} />
      <CategoryMenu
        locale={location.locale}
        category={location.category}
        catalogRedesign={catalogConfig.catalogRedesign}
        hideCategoryMenu={catalogConfig.hideCategoryMenu}
        compact={!isWide}
      />
      <CatalogSearch locale={location.locale} category={location.category} />
    </div>
  );
}
