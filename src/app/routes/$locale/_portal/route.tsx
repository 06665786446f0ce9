import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound, Outlet, redirect } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { portalLocaleRedirect, routeAccess } from '../../../../shared/access/guard';
import { isCustomerChipHidden, matchRoute } from '../../../../shared/access/routes';
import { hasScope } from '../../../../shared/access/scopes';
import { announcementTopOffset } from '../../../../shared/access/shell';
import { AnnouncementBanner } from '../../../features/announcements/components/announcement-banner';
import { CartButton } from '../../../features/cart/components/cart-button';
import { CatalogAppBarSlot } from '../../../features/catalog/components/catalog-app-bar-slot';
import { ActiveCustomerBand } from '../../../features/customers/components/active-customer-band';
import { CustomerChip } from '../../../features/customers/components/customer-chip';
import { useInstallAction } from '../../../features/install/use-install-action';
import { useSignOutWarning, useSignOutWithWarning } from '../../../domain/offline/sign-out-warning';
import { useOutboxNotices } from '../../../features/offline/use-outbox-notices';
import { useOutboxStatus } from '../../../features/offline/use-outbox-status';
import { useLanguageControl } from '../../../features/language/use-language-control';
import type { Locale } from '../../../../shared/locales';
import { shellViewerOf } from '../../../features/navigation/shell-viewer';
import { useCurrentPage } from '../../../features/navigation/use-current-page';
import { useBrand, useGoBack, useNavItems, usePreviewAllowed } from '../../../features/navigation/use-portal-shell';
import { useOnline } from '../../../lib/connectivity';
import { configQuery } from '../../../lib/config';
import {
  closeCustomerDialog,
  getCustomerDialogState,
  openCustomerDialog,
  useCustomerDialogState,
} from '../../../domain/customer/customer-dialog';
import { pathInLocale } from '../../../lib/locale';
import { hasSession, pageUserId, SessionEndedError, signOut } from '../../../lib/session';
import { useSignOut } from '../../../lib/use-sign-out';
import { userQuery } from '../../../lib/user';
import { localeLink, pathBelowLocale } from '../../../ui/shell/locale-link';
import { loadContentStyles } from '../../../ui/shell/content-styles';
import { PortalShell, useWideFrame } from '../../../ui/shell/portal-shell';
import { ShellIcon } from '../../../ui/shell/shell-icon';
import { startBackgroundWork } from './-background-work';
import { useIdle, useOnceTrue } from '../../../on-first-use';
import {
  BannerPopup,
  ConsumerVoiceDialog,
  CreditWidget,
  CustomerDialog,
  NotificationBell,
  SignOutWarningDialog,
} from './-portal-parts';

// The signed-in part of the portal. One guard reads the route table (src/shared/access/routes.ts): unknown
// pages are a 404 (no session needed), no session goes to the login page, a page the host does not offer in
// this language moves to the user's start locale, a missing scope signs out, a page that needs a customer opens
// the customer dialog.
/** Sends the page to the login page; `from` is the deep link to come back to after sign-in. */
function toLogin(locale: Locale, from?: string): never {
  redirect({
    to: '/$locale/login',
    params: { locale },
    search: from === undefined ? {} : { redirect: from },
    replace: true,
    throw: true,
  });
  // redirect() with `throw: true` has thrown already; this only tells the type checker.
  throw new Error('unreachable');
}

function pageNotFound(): never {
  notFound({ throw: true });
  throw new Error('unreachable');
}

// The page a missing scope signed the user out of: the session's end re-runs this guard there (router.tsx), and
// that page must not become the login page's way back.
let signedOutFrom: string | null = null;

export const Route = createFileRoute('/$locale/_portal')({
  beforeLoad: async ({ context, location, preload }) => {
    const { locale, queryClient } = context;
    const match = matchRoute(pathBelowLocale(location.pathname));
    if (!match) pageNotFound();
    // Every page but home draws with the pages' Mantine sheet: it loads while the guard asks for the user.
    const pageStyles = match.name === 'home' ? undefined : loadContentStyles();
    // A deep link comes back after sign-in (the login page's `redirect`); the home page needs no reminder, nor
    // the page whose missing scope just signed the user out.
    if (!hasSession()) {
      const comeBack = match.name !== 'home' && location.href !== signedOutFrom;
      toLogin(locale, comeBack ? location.href : undefined);
    }

    let user;
    try {
      user = await queryClient.query(userQuery());
    } catch (error) {
      if (error instanceof SessionEndedError) toLogin(locale);
      throw error;
    }
    const viewer = shellViewerOf(user);
    // Without a host config the page stays as it is; the config's failure is logged where it is read.
    const config = await queryClient.query(configQuery()).catch(() => undefined);

    const startLocale = config
      ? portalLocaleRedirect(
          locale,
          viewer.languageId,
          config.languages.map((language) => language.code),
        )
      : null;
    if (startLocale !== null) redirect({ href: pathInLocale(location.href, startLocale), replace: true, throw: true });

    const decision = routeAccess(match, viewer, config?.features ?? {});
    if (decision.kind === 'not-found') pageNotFound();
    // A preload (hovering a link) decides nothing: the navigation, if it comes, runs the guard again.
    if (preload) return { viewer };
    if (decision.kind === 'logout') {
      signedOutFrom = location.href;
      await signOut();
      toLogin(locale);
    }
    if (decision.selectCustomer) openCustomerDialog({ required: true });
    else if (getCustomerDialogState().required) closeCustomerDialog();
    await pageStyles;
    return { viewer };
  },
  component: PortalLayout,
});

function PortalLayout() {
  const { t } = useLingui();
  const { locale, viewer: guardedViewer } = Route.useRouteContext();
  // The cached user is the live one (a profile or language change updates it); the guard's is the fallback.
  const { data: user } = useQuery(userQuery());
  const viewer = user ? shellViewerOf(user) : guardedViewer;
  const { data: config } = useQuery(configQuery());
  const page = useCurrentPage();
  const nav = useNavItems(viewer);
  const brand = useBrand();
  const language = useLanguageControl(locale);
  const signOut = useSignOut();
  const goBack = useGoBack();
  const previewAllowed = usePreviewAllowed(viewer);
  const isLargeScreen = useWideFrame();
  const [consumerVoiceOpened, setConsumerVoiceOpened] = useState(false);
  const customerDialog = useCustomerDialogState();

  const chipVisible =
    hasScope(viewer.scopes, 'menu.change-cust') &&
    (page.routeName === null || !isCustomerChipHidden(page.routeName, viewer.limitation));
  const canSendConsumerVoice = hasScope(viewer.scopes, 'consumer-voice.submit');
  const userId = pageUserId();

  // The worker's own notices (outbox sent or refused while no tab is open) in this page's language.
  useEffect(() => {
    const texts = {
      appName: brand.title,
      attention: t`An item in your outbox needs your attention.`,
      allSent: t`Everything has been sent.`,
      outboxPath: `/${locale}/outbox`,
    };
    // The local database loads on demand, off the layout's chunk.
    void import('../../../../browser/worker-protocol').then(({ storeWorkerNoticeTexts }) =>
      storeWorkerNoticeTexts(texts),
    );
  }, [brand.title, locale, t]);

  const outbox = useOutboxStatus(userId);
  const online = useOnline();
  // Logging out with unsent items asks first: keep them for this user, or delete them.
  const signOutFlow = useSignOutWithWarning();
  const signOutWarning = useSignOutWarning();
  useOutboxNotices(userId);
  const install = useInstallAction();

  // The background work of the signed-in portal (./-background-work.ts), started in idle time once per user, set
  // of scopes and sales areas.
  const queryClient = useQueryClient();
  const workKey = JSON.stringify([viewer.scopes, viewer.userAreas]);
  useEffect(() => {
    if (userId === null) return;
    return startBackgroundWork(userId, { queryClient, viewer });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the viewer object changes with every answer for the user; its scopes and areas (workKey) decide the work
  }, [userId, workKey, queryClient]);
  const idle = useIdle();
  // Home drew without the pages' Mantine sheet: it loads now, before the next page is opened.
  useEffect(() => {
    if (idle) void loadContentStyles();
  }, [idle]);
  const customerDialogUsed = useOnceTrue(customerDialog.opened);
  const consumerVoiceUsed = useOnceTrue(consumerVoiceOpened);
  const signOutWarningUsed = useOnceTrue(signOutWarning.unsent !== null);

  const topOffset = isLargeScreen
    ? announcementTopOffset({
        isLargeScreen,
        allowPreviewPage: previewAllowed,
        customerMenuVisible: chipVisible,
        cartCountTotalQty: config?.features.cartCountTotalQty === true,
      })
    : undefined;

  return (
    <PortalShell
      layout={page.layout}
      locale={locale}
      currentPath={page.path}
      brand={brand}
      nav={nav}
      page={page}
      language={language}
      onBack={goBack}
      profile={{
        userName: viewer.name || null,
        canEditProfile: hasScope(viewer.scopes, 'profile.update'),
        onConsumerVoice: canSendConsumerVoice
          ? () => {
              setConsumerVoiceOpened(true);
            }
          : undefined,
        onLogout: () => {
          void signOutFlow.request();
        },
        isLoggingOut: signOut.isPending,
        outbox: userId !== null ? outbox : undefined,
        onInstallApp: install.onInstall,
      }}
      online={online}
      slots={{
        customerChip: chipVisible ? <CustomerChip /> : undefined,
        customerBand: <ActiveCustomerBand />,
        // Preview pages: the catalog as a visitor sees it, in a new tab (docs/decisions.md, "Preview pages"); the
        // shell shows it on catalog pages only (shared/access/header.ts).
        previewButton: previewAllowed ? (
          <Button
            component="a"
            href={`${localeLink(locale, '/catalog').to}?preview=true`}
            target="_blank"
            variant="default"
            size="xs"
            leftSection={<ShellIcon name="eye" size={16} />}
          >
            {t`Preview`}
          </Button>
        ) : undefined,
        cart: hasScope(viewer.scopes, 'cart.display-order-qty') ? <CartButton /> : undefined,
        // The credit widget (credit-status.read; its figures need invoice-status.read, so without it the widget is
        // hidden) for the active customer, drawn in idle time (docs/decisions.md "Credit widget"). The slot exists
        // from the first render, so the phone's second row that holds it is there from the start (no shift).
        credit:
          viewer.hasCustomer &&
          hasScope(viewer.scopes, 'credit-status.read') &&
          hasScope(viewer.scopes, 'invoice-status.read') ? (
            idle ? (
              <Suspense fallback={null}>
                <CreditWidget locale={locale} />
              </Suspense>
            ) : null
          ) : undefined,
        notifications: idle ? (
          <Suspense fallback={null}>
            <NotificationBell locale={locale} />
          </Suspense>
        ) : undefined,
        announcement:
          page.routeName === 'home' ? (
            <AnnouncementBanner {...(topOffset === undefined ? {} : { topOffset })} />
          ) : undefined,
        // Catalog pages only (the shell decides): bike/PAA toggle, category menu, search with suggestions.
        catalogBar: <CatalogAppBarSlot />,
        dialogs: (
          <>
            {customerDialogUsed && (
              <Suspense fallback={null}>
                <CustomerDialog />
              </Suspense>
            )}
            {install.dialog}
            {signOutWarningUsed && (
              <Suspense fallback={null}>
                <SignOutWarningDialog
                  unsent={signOutWarning.unsent}
                  onCancel={signOutWarning.close}
                  onKeep={() => {
                    signOutWarning.close();
                    signOutFlow.signOut();
                  }}
                  onWipe={async () => {
                    if (userId !== null) await import('../../../../browser/wipe-user').then((m) => m.wipeUser(userId));
                    signOutWarning.close();
                    signOutFlow.signOut();
                  }}
                />
              </Suspense>
            )}
            {canSendConsumerVoice && consumerVoiceUsed && (
              <Suspense fallback={null}>
                <ConsumerVoiceDialog
                  opened={consumerVoiceOpened}
                  onClose={() => {
                    setConsumerVoiceOpened(false);
                  }}
                />
              </Suspense>
            )}
            {/* The promotions wait while the customer dialog asks for a customer. */}
            {idle && !customerDialog.opened && (
              <Suspense fallback={null}>
                <BannerPopup />
              </Suspense>
            )}
          </>
        ),
      }}
    >
      <Outlet />
    </PortalShell>
  );
}
