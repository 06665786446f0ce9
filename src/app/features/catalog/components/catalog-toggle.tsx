import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toggleCategories } from '../../../../shared/catalog/catalog-rules';
import { productCountsQuery } from '../api/catalog.queries';
import classes from './catalog-app-bar.module.css';

interface CatalogToggleProps {
  locale: string;
  category: 'bike' | 'paa';
  /** On the catalog home: switching replaces the history entry (spec 01 §4 Catalog toggle). */
  isHome: boolean;
}

/**
 * The bike/PAA toggle of the app bar (spec 01 §2, §4): only categories having products; switching opens the
 * catalog home of the category (/catalog?category=…), replacing the history entry when already on the home.
 */
export function CatalogToggle({ locale, category, isHome }: CatalogToggleProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { data: counts, isPending } = useQuery(productCountsQuery());
  const categories = toggleCategories(counts);
  const labels = { bike: t`Bikes`, paa: t`PAA` };
  // Until the counts are known, an invisible toggle of both categories holds its place, so the bar does not shift
  // when it appears (CLS 0, spec 01 §9).
  if (isPending) {
    return (
      <SegmentedControl
        value={category}
        data={[
          { value: 'bike', label: labels.bike },
          { value: 'paa', label: labels.paa },
        ]}
        disabled
        aria-hidden
        tabIndex={-1}
        classNames={{ root: classes.toggle, control: classes.toggleControl, label: classes.toggleLabel }}
        className={classes.togglePlaceholder}
        data-testid="catalog-toggle-placeholder"
      />
    );
  }
  // One category (or none) leaves nothing to switch.
  if (categories.length < 2) return null;
  return (
    <SegmentedControl
      value={category}
      onChange={(value) => {
        const next = value === 'paa' ? 'paa' : 'bike';
        void navigate({ to: '/$locale/catalog', params: { locale }, search: { category: next }, replace: isHome });
      }}
      data={categories.map((value) => ({ value, label: labels[value] }))}
      aria-label={t`Catalog category`}
      classNames={{ root: classes.toggle, control: classes.toggleControl, label: classes.toggleLabel }}
      data-testid="catalog-toggle"
    />
  );
}
