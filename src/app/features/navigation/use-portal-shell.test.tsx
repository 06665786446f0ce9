import { i18n } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { activate, type Language } from '../../lib/i18n';
import { ShellBreadcrumbs } from '../../ui/shell/shell-breadcrumbs';
import { useCurrentPage } from './use-current-page';

function Crumbs() {
  const page = useCurrentPage();
  return <ShellBreadcrumbs crumbs={page.breadcrumbs} locale="de" homeLabel="Home" />;
}

// As the language menu does: the real catalogs, activated on the one i18n object.
const switchTo = async (language: Language) => {
  await act(async () => {
    await activate(language);
  });
};

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the breadcrumbs', () => {
  it('follow a language switch (DE → FR → EN) without a new page', async () => {
    await switchTo('de');
    renderUi(<Crumbs />, { path: '/de/catalog/list' });
    expect(await screen.findByText('Produktliste')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Katalog' })).toBeTruthy();

    await switchTo('fr');
    expect(await screen.findByText('Liste des produits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.queryByText('Produktliste')).toBeNull();

    await switchTo('en');
    expect(await screen.findByText('Product List')).toBeTruthy();
  });
});
