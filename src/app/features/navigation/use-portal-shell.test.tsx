import { i18n, type Messages } from '@lingui/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { messages as de } from '../../locales/de/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { messages as fr } from '../../locales/fr/messages.po';
import { ShellBreadcrumbs } from '../../ui/shell/shell-breadcrumbs';
import { useCurrentPage } from './use-portal-shell';

function Crumbs() {
  const page = useCurrentPage();
  return <ShellBreadcrumbs crumbs={page.breadcrumbs} locale="de" homeLabel="Home" />;
}

const switchTo = (locale: string, messages: Messages) => {
  act(() => {
    i18n.loadAndActivate({ locale, messages });
  });
};

afterEach(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

describe('the breadcrumbs', () => {
  it('follow a language switch (DE → FR → EN) without a new page', async () => {
    switchTo('de', de as Messages);
    renderUi(<Crumbs />, { path: '/de/catalog/list' });
    expect(await screen.findByText('Produktliste')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Katalog' })).toBeTruthy();

    switchTo('fr', fr as Messages);
    expect(await screen.findByText('Liste des produits')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.queryByText('Produktliste')).toBeNull();

    switchTo('en', en as Messages);
    expect(await screen.findByText('Product List')).toBeTruthy();
  });
});
