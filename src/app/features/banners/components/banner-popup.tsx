import { useLingui } from '@lingui/react/macro';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, resolveLocale } from '../../../lib/locale';
import { configQuery } from '../../../lib/config';
import { useCustomerDialogState } from '../../../domain/customer/customer-dialog';
import { setBannerPopupShowing } from '../../../domain/first-use/first-use-turns';
import { userQuery } from '../../../lib/user';
import { type ActiveBanner, activeBannersQuery } from '../api/banners.queries';
import { dismissBanners, isBannerDismissed } from '../banner-dismissal';
import { bannerTarget } from '../banner-link';
import { BannerCarousel } from './banner-carousel';

/**
 * The promotional banner pop-up (spec 01 §2, §4): the active banners of the user's areas in a carousel, unless
 * dismissed within the last 2 hours or the host has the catalog redesign. Closing it or following a banner stores
 * the dismissal. Mount it once in the portal layout (Default layout); no props.
 */
export function BannerPopup() {
  const { t } = useLingui();
  const router = useRouter();
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  const { data: user } = useQuery(userQuery());
  const { data: config, isPending: configPending } = useQuery(configQuery());
  const userId = user === undefined ? null : String(user.id);
  // Spec 01 §4: hidden when the catalog-redesign feature is on.
  const hidden = configPending || config?.features.catalogRedesign === true;
  // Read once per user: a dismissal in another tab applies from this tab's next load.
  const [dismissed, setDismissed] = useState<{ userId: string | null; value: boolean }>({
    userId,
    value: userId !== null && isBannerDismissed(userId),
  });
  if (dismissed.userId !== userId) setDismissed({ userId, value: userId !== null && isBannerDismissed(userId) });

  const wanted = userId !== null && !hidden && !dismissed.value;
  const { data: banners, error } = useQuery({ ...activeBannersQuery(), enabled: wanted });

  useEffect(() => {
    // Spec 01 §8: the banner load fails silently; the console keeps it diagnosable.
    if (error) console.warn('Banners failed to load', error);
  }, [error]);

  const dismiss = () => {
    if (userId !== null) dismissBanners(userId);
    setDismissed({ userId, value: true });
  };

  const follow = (banner: ActiveBanner) => {
    dismiss();
    const target = bannerTarget(banner.link, locale, window.location.origin);
    if (target?.kind === 'app') void router.navigate({ href: target.href });
    else if (target?.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer');
  };

  // Never on top of the customer dialog: choosing the dealer comes first, the promotion after.
  const customerDialog = useCustomerDialogState();
  const opened = wanted && !customerDialog.opened && banners !== undefined && banners.length > 0;
  // On a first sign-in the pop-up comes first: the announcement and the push prompt wait (domain/first-use).
  useEffect(() => {
    setBannerPopupShowing(opened);
  }, [opened]);
  useEffect(
    () => () => {
      setBannerPopupShowing(false);
    },
    [],
  );
  return (
    <Modal
      opened={opened}
      onClose={dismiss}
      size={840}
      centered
      title={t`News and offers`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      {banners !== undefined && <BannerCarousel banners={banners} onFollow={follow} />}
    </Modal>
  );
}
