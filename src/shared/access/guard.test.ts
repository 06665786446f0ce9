import { describe, expect, it } from 'vitest';
import { type GuardViewer, maintenanceRedirect, portalLocaleRedirect, routeAccess } from './guard';
import { matchRoute, type RouteMatch } from './routes';

function route(path: string): RouteMatch {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return match;
}

const dealer: GuardViewer = {
  scopes: ['page.order-status', 'page.orderlist', 'page.download-area', 'page.news'],
  limitation: 'customer',
  hasCustomer: true,
  mayChooseCustomer: true,
};
const sales: GuardViewer = { ...dealer, limitation: 'salesman', hasCustomer: false };
const auditor: GuardViewer = {
  scopes: ['page.download-area', 'page.order-status', 'page.orderlist'],
  limitation: 'audit',
  hasCustomer: false,
  mayChooseCustomer: false,
};
const features = { news: true };

describe('routeAccess', () => {
  it('allows a page whose scope is held', () => {
    expect(routeAccess(route('/order'), dealer, features)).toEqual({ kind: 'allow', selectCustomer: false });
    expect(routeAccess(route('/'), dealer, features)).toEqual({ kind: 'allow', selectCustomer: false });
  });

  it('logs out when a required scope is missing (spec 02 §6)', () => {
    expect(routeAccess(route('/admin/users'), dealer, features)).toEqual({ kind: 'logout', reason: 'scope' });
    expect(routeAccess(route('/claim/3/edit'), dealer, features)).toEqual({ kind: 'logout', reason: 'scope' });
  });

  it('logs out on the order pages without page.orderlist (page-orderlist guard)', () => {
    const noOrderList = { ...dealer, scopes: ['page.order-status'] };
    expect(routeAccess(route('/order'), noOrderList, features)).toEqual({ kind: 'logout', reason: 'page-orderlist' });
  });

  it('asks for a customer on a page that needs one when none is selected', () => {
    expect(routeAccess(route('/order'), sales, features)).toEqual({ kind: 'allow', selectCustomer: true });
    expect(routeAccess(route('/news'), sales, features)).toEqual({ kind: 'allow', selectCustomer: false });
  });

  it('does not ask users who are not shown the dialog, nor the auditor on the download area', () => {
    expect(routeAccess(route('/order'), auditor, features)).toEqual({ kind: 'allow', selectCustomer: false });
    const chooser = { ...auditor, mayChooseCustomer: true };
    expect(routeAccess(route('/download-area'), chooser, features)).toEqual({ kind: 'allow', selectCustomer: false });
    expect(routeAccess(route('/order'), chooser, features)).toEqual({ kind: 'allow', selectCustomer: true });
  });

  it('hides a page whose feature is off', () => {
    expect(routeAccess(route('/news'), dealer, { news: false })).toEqual({ kind: 'not-found' });
    expect(routeAccess(route('/news/4'), dealer, {})).toEqual({ kind: 'not-found' });
  });
});

describe('maintenanceRedirect (spec 01 §4)', () => {
  it('sends everyone to the maintenance page while the server is not online', () => {
    expect(maintenanceRedirect('maintenance', false)).toBe('maintenance');
    expect(maintenanceRedirect('maintenance', true)).toBeNull();
  });

  it('sends the maintenance page to the login page once the server is online', () => {
    expect(maintenanceRedirect('online', true)).toBe('login');
    expect(maintenanceRedirect('online', false)).toBeNull();
  });

  it('treats a failed status fetch as no news', () => {
    expect(maintenanceRedirect('unknown', false)).toBeNull();
    expect(maintenanceRedirect('unknown', true)).toBeNull();
  });
});

describe('portalLocaleRedirect', () => {
  const eu = ['de', 'en-nl', 'fr'];

  it('keeps a prefix the host offers', () => {
    expect(portalLocaleRedirect('fr', 'en-us', eu)).toBeNull();
    expect(portalLocaleRedirect('en-nl', 'de', eu)).toBeNull();
  });

  it("moves a prefix the host does not offer to the user's start locale on that host", () => {
    expect(portalLocaleRedirect('en-us', 'en-us', eu)).toBe('en-nl');
    expect(portalLocaleRedirect('en-us', 'fr', eu)).toBe('fr');
    expect(portalLocaleRedirect('en-us', 'ms-my', eu)).toBe('de');
  });

  it('stays when the host lists nothing usable', () => {
    expect(portalLocaleRedirect('en-us', 'de', [])).toBeNull();
    expect(portalLocaleRedirect('en-us', 'de', ['xx'])).toBeNull();
  });
});
