import { Box, Group } from '@mantine/core';
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
 * The app bar's catalog controls on phones, where the bar holds only the title: at the top of every catalog
 * page, the toggle and the category menu on one row, the search (which the header's search icon focuses) below.
 */
export function CatalogPhoneBar() {
  const location = useCatalogLocation();
  const { data: config } = useQuery(configQuery());
  const catalogConfig = catalogConfigOf(config);
  // Not mounted beside the app bar's copy on wider screens (one search, one menu per page).
  const isPhone = useMediaQuery('(max-width: 47.99em)', false);
  if (!isPhone) return null;
  return (
    <Box hiddenFrom="sm" className={classes.phoneBar} data-testid="catalog-phone-bar">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <CatalogToggle locale={location.locale} category={location.category} isHome={location.isHome} />
        <CategoryMenu
          locale={location.locale}
          category={location.category}
          catalogRedesign={catalogConfig.catalogRedesign}
          hideCategoryMenu={catalogConfig.hideCategoryMenu}
        />
      </Group>
      <CatalogSearch locale={location.locale} category={location.category} isPageSearch />
    </Box>
  );
}
