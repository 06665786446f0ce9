import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import {
  homeCardsFor,
  quickActionsFor,
  type HomeCard,
  UNVISITED_DAYS,
  worksOrderDesk,
} from '../../../../shared/home/home-cards';
import { openVisitBrands } from '../../../../shared/visit-forms/visit-access';
import { actingCustomerCodeOf, customerViewerOf } from '../../../domain/customer/acting-customer';
import type { User } from '../../../lib/api';
import { isArray, isBoolean, isRecord, isString, required, safely, withDefault } from '../../../lib/json-shape';
import { userQuery } from '../../../lib/user';
import type { DeviceCopy } from './field-cards';
import { HomeCardSlot } from './home-card';
import classes from './home-card.module.css';

// Each group of cards in its own chunk: a dealer never loads the rep's cards, nor the administrator the dealer's,
// and only user administration loads its own.
const dealerCards = () => import('./dealer-cards');
const fieldCards = () => import('./field-cards');
const adminCards = () => import('./admin-cards');
const CartCard = lazy(() => dealerCards().then((m) => ({ default: m.CartCard })));
const OrdersCard = lazy(() => dealerCards().then((m) => ({ default: m.OrdersCard })));
const InvoicesCard = lazy(() => dealerCards().then((m) => ({ default: m.InvoicesCard })));
const CreditCard = lazy(() => dealerCards().then((m) => ({ default: m.CreditCard })));
const PromotionsCard = lazy(() => dealerCards().then((m) => ({ default: m.PromotionsCard })));
const QuickActionsCard = lazy(() => dealerCards().then((m) => ({ default: m.QuickActionsCard })));
const CustomerCard = lazy(() => fieldCards().then((m) => ({ default: m.CustomerCard })));
const VisitsCard = lazy(() => fieldCards().then((m) => ({ default: m.VisitsCard })));
const UnvisitedCard = lazy(() => fieldCards().then((m) => ({ default: m.UnvisitedCard })));
const WaitingCard = lazy(() => fieldCards().then((m) => ({ default: m.WaitingCard })));
const OfflineCard = lazy(() => fieldCards().then((m) => ({ default: m.OfflineCard })));
const SignInFailuresCard = lazy(() => adminCards().then((m) => ({ default: m.SignInFailuresCard })));

/** The user's access fields of GET /api/user the home needs (a malformed answer grants no card). */
function homeViewerOf(user: User) {
  const parsed = safely(() => ({
    isSales: withDefault(user, 'isSales', isBoolean, false),
    userAreas: withDefault(user, 'userAreas', isArray, []).map((value) => {
      const area = isRecord(value) ? value : {};
      return { sorg: required(area, 'sorg', isString), limitation: required(area, 'limitation', isString) };
    }),
  }));
  const customer = customerViewerOf(user);
  return {
    scopes: user.scopes,
    isSales: parsed?.isSales ?? false,
    userAreas: parsed?.userAreas ?? [],
    hasCustomer: customer.activeCustomer !== null,
    customer: customer.activeCustomer,
    custCode: actingCustomerCodeOf(user),
  };
}

export interface HomeGridProps {
  locale: string;
  /**
   * The device's copy and outbox for the rep, read by the offline feature (the route composes it): the reader's
   * loader, and a key that changes with the user and the active customer.
   */
  deviceCopy?: { loadReader: () => Promise<(language: string) => Promise<DeviceCopy>>; copyKey: string } | undefined;
}

/** The cards of the user's role (shared/home/home-cards.ts), each loading on its own. */
export function HomeGrid({ locale, deviceCopy }: HomeGridProps) {
  const { t } = useLingui();
  const { data: user } = useQuery(userQuery());
  if (!user) return null;
  const viewer = homeViewerOf(user);
  const cards = homeCardsFor(viewer);
  // Every brand family whose visit form the rep may use (Polygon, WIM): the visits and the not-visited cards cover each.
  const brands = openVisitBrands(viewer.userAreas);
  const days = UNVISITED_DAYS;

  const titles: Record<HomeCard, string> = {
    customer: t`Customer`,
    visits: t`Visits`,
    offline: t`Ready for offline`,
    unvisited: t`Not visited for ${days} days`,
    waiting: t`Waiting for you`,
    'sign-in-failures': t`Sign-in failures`,
    'quick-actions': t`Quick actions`,
    cart: t`Cart`,
    orders: t`Last orders`,
    invoices: t`Open invoices`,
    credit: t`Credit`,
    promotions: t`Promotions`,
  };

  const cardOf = (card: HomeCard): ReactNode => {
    switch (card) {
      case 'customer':
        return <CustomerCard customer={viewer.customer} />;
      case 'visits':
        return brands.length > 0 ? <VisitsCard locale={locale} brands={brands} /> : null;
      case 'unvisited':
        return brands.length > 0 ? <UnvisitedCard locale={locale} brands={brands} /> : null;
      case 'offline':
        return deviceCopy ? (
          <OfflineCard locale={locale} loadReader={deviceCopy.loadReader} copyKey={deviceCopy.copyKey} />
        ) : null;
      case 'waiting':
        return (
          <WaitingCard
            locale={locale}
            desk={worksOrderDesk({ scopes: viewer.scopes, limitations: viewer.userAreas.map((a) => a.limitation) })}
            claims={viewer.scopes.includes('claim.status-change')}
          />
        );
      case 'sign-in-failures':
        return <SignInFailuresCard />;
      case 'quick-actions':
        return <QuickActionsCard locale={locale} actions={quickActionsFor(viewer)} />;
      case 'cart':
        return <CartCard locale={locale} />;
      case 'orders':
        return <OrdersCard locale={locale} />;
      case 'invoices':
        return viewer.custCode ? <InvoicesCard locale={locale} custCode={viewer.custCode} /> : null;
      case 'credit':
        return <CreditCard locale={locale} />;
      case 'promotions':
        return <PromotionsCard locale={locale} />;
    }
  };

  return (
    <div className={classes.grid} data-testid="home-cards">
      {cards.map((card) => {
        const content = cardOf(card);
        return content ? (
          <HomeCardSlot key={card} title={titles[card]} testId={card}>
            {content}
          </HomeCardSlot>
        ) : null;
      })}
    </div>
  );
}
