// What the portal layout loads late: its dialogs (each when first opened, the banner pop-up once the page is idle,
// each with the pages' Mantine sheet, ui/shell/content-styles.ts), and the Mantine styles of the portal's frame with
// the layout's chunk. The layout's component imports this file, so all of it travels in the layout's own chunk (an
// import in route.tsx the component does not use would stay in the entry).
import '../../../mantine-page-styles.css';
import { lazy } from 'react';
import { loadContentStyles } from '../../../ui/shell/content-styles';

// The dialogs load when first opened (the banner pop-up once the page is idle): none is on the first page's path.
export const CustomerDialog = lazy(() =>
  Promise.all([import('../../../features/customers/components/customer-dialog'), loadContentStyles()]).then(([m]) => ({
    default: m.CustomerDialog,
  })),
);
export const ConsumerVoiceDialog = lazy(() =>
  Promise.all([import('../../../features/consumer-voice/components/consumer-voice-dialog'), loadContentStyles()]).then(
    ([m]) => ({
      default: m.ConsumerVoiceDialog,
    }),
  ),
);
export const SignOutWarningDialog = lazy(() =>
  Promise.all([import('../../../features/offline/components/sign-out-warning-dialog'), loadContentStyles()]).then(
    ([m]) => ({
      default: m.SignOutWarningDialog,
    }),
  ),
);
export const BannerPopup = lazy(() =>
  Promise.all([import('../../../features/banners/components/banner-popup'), loadContentStyles()]).then(([m]) => ({
    default: m.BannerPopup,
  })),
);
// The notifications' bell joins the header in idle time: its list is not needed to draw the first page.
export const NotificationBell = lazy(() =>
  import('../../../features/notifications/components/notification-bell').then((m) => ({
    default: m.NotificationBell,
  })),
);
// The credit widget joins the header in idle time too: its figures are not needed to draw the first page.
export const CreditWidget = lazy(() =>
  import('../../../features/credit/components/credit-widget').then((m) => ({
    default: m.CreditWidget,
  })),
);
