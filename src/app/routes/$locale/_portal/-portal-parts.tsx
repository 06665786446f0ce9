// What the portal layout loads late: its dialogs (each when first opened, the banner pop-up once the page is idle),
// and the Mantine styles of the portal's pages with the layout's chunk. The layout's component imports this file, so all of it travels
// in the layout's own chunk (an import in route.tsx the component does not use would stay in the entry).
import '../../../mantine-page-styles.css';
import { lazy } from 'react';

// The dialogs load when first opened (the banner pop-up once the page is idle): none is on the first page's path.
export const CustomerDialog = lazy(() =>
  import('../../../features/customers/components/customer-dialog').then((m) => ({ default: m.CustomerDialog })),
);
export const ConsumerVoiceDialog = lazy(() =>
  import('../../../features/consumer-voice/components/consumer-voice-dialog').then((m) => ({
    default: m.ConsumerVoiceDialog,
  })),
);
export const SignOutWarningDialog = lazy(() =>
  import('../../../features/offline/components/sign-out-warning-dialog').then((m) => ({
    default: m.SignOutWarningDialog,
  })),
);
export const BannerPopup = lazy(() =>
  import('../../../features/banners/components/banner-popup').then((m) => ({ default: m.BannerPopup })),
);
