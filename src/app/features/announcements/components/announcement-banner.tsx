import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, CloseButton, Container, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useParams, useRouter } from '@tanstack/react-router';
import { type MouseEvent, useId, useMemo, useState } from 'react';
import { DEFAULT_LOCALE, resolveLocale } from '../../../lib/locale';
import { userQuery } from '../../../lib/user';
import { type Announcement, homeAnnouncementsQuery } from '../api/announcements.queries';
import { dismissAnnouncements, isAnnouncementDismissed } from '../announcement-dismissal';
import { ANNOUNCEMENT_COLLAPSED_HEIGHT, shouldCollapseAnnouncement } from '../announcement-html';
import classes from './announcement-banner.module.css';
import { useFirstUseTurn } from '../../../domain/first-use/first-use-turns';

/** Below this width the banner counts as "mobile" for the collapse rule (Mantine's `sm`, 768 px). */
export const ANNOUNCEMENT_MOBILE_QUERY = '(max-width: 47.99em)';

export interface AnnouncementBannerProps {
  /**
   * Distance from the top of the viewport at which the banner sticks, in px, from the shared top-offset rule
   * (spec 01 §2: 49 / 139 / 99). Without it the banner scrolls with the page.
   */
  topOffset?: number;
}

/** An app path ('/catalog?category=bike') under the current locale; full addresses stay as they are. */
function linkOf(url: string, locale: string): { internal: string } | { external: string } | null {
  if (/^https?:\/\//i.test(url)) return { external: url };
  if (!url.startsWith('/')) return null;
  const first = url.split(/[/?#]/)[1];
  return { internal: resolveLocale(first) === null ? `/${locale}${url}` : url };
}

function AnnouncementItem({ announcement, locale }: { announcement: Announcement; locale: string }) {
  const router = useRouter();
  const link = announcement.url === null ? null : linkOf(announcement.url, locale);
  return (
    <div className={classes.item}>
      {announcement.title !== '' && (
        <Text fw={700} mb={4}>
          {announcement.title}
        </Text>
      )}
      {/* Sanitised by DOMPurify when it was loaded (api/announcements.queries.ts). */}
      <div className={classes.content} dangerouslySetInnerHTML={{ __html: announcement.html }} />
      {link !== null && (
        <Anchor
          size="sm"
          fw={500}
          mt={4}
          display="inline-block"
          {...('internal' in link
            ? {
                href: link.internal,
                onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                  // A page of the app: the router navigates, no full reload (a modified click still opens a tab).
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void router.navigate({ href: link.internal });
                },
              }
            : { href: link.external, target: '_blank', rel: 'noopener noreferrer' })}
        >
          <Trans>Learn more</Trans>
        </Anchor>
      )}
    </div>
  );
}

/**
 * The home page's announcement banner (spec 01 §2, §4): the host's home_page announcements, HTML sanitised,
 * collapsed to 150 px on mobile when longer than 400 characters, hidden for 2 hours once dismissed. Load errors
 * are only logged (spec 01 §8).
 */
export function AnnouncementBanner({ topOffset }: AnnouncementBannerProps) {
  const { t } = useLingui();
  const params = useParams({ strict: false });
  const locale = resolveLocale(params.locale) ?? DEFAULT_LOCALE;
  const isMobile = useMediaQuery(ANNOUNCEMENT_MOBILE_QUERY);
  const contentId = useId();
  const { data: user } = useQuery(userQuery());
  const { data: announcements } = useQuery(homeAnnouncementsQuery());
  const userId = user === undefined ? null : String(user.id);
  const [dismissed, setDismissed] = useState<{ userId: string | null; value: boolean }>({
    userId,
    value: userId !== null && isAnnouncementDismissed(userId),
  });
  if (dismissed.userId !== userId) setDismissed({ userId, value: userId !== null && isAnnouncementDismissed(userId) });
  const [expanded, setExpanded] = useState(false);

  const textLength = useMemo(() => (announcements ?? []).reduce((sum, a) => sum + a.textLength, 0), [announcements]);

  // One at a time on a first sign-in: the banner pop-up first, then the announcement (domain/first-use). While the
  // pop-up is open the banner keeps its place, unseen and out of reach: removing it would move the page under the
  // pop-up (a layout shift), and bringing it back would move it again.
  const myTurn = useFirstUseTurn('announcement');

  if (userId === null || dismissed.value || announcements === undefined || announcements.length === 0) return null;

  const collapsible = shouldCollapseAnnouncement(textLength, isMobile);
  const collapsed = collapsible && !expanded;

  return (
    <aside
      aria-label={t`Announcements`}
      className={`${classes.root} ${topOffset === undefined ? '' : classes.sticky}`}
      style={{
        ...(topOffset === undefined ? {} : { top: topOffset }),
        ...(myTurn ? {} : { visibility: 'hidden' as const }),
      }}
      aria-hidden={myTurn ? undefined : true}
      inert={!myTurn}
      data-waiting={myTurn ? undefined : true}
      data-testid="announcement-banner"
    >
      <Container size={1200} py="sm" className={classes.frame}>
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} className={classes.body}>
            <div
              id={contentId}
              className={classes.content}
              {...(collapsed ? { 'data-collapsed': true, style: { maxHeight: ANNOUNCEMENT_COLLAPSED_HEIGHT } } : {})}
            >
              {announcements.map((announcement) => (
                <AnnouncementItem key={announcement.id} announcement={announcement} locale={locale} />
              ))}
            </div>
            {collapsible && (
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                className={classes.toggle}
                aria-expanded={expanded}
                aria-controls={contentId}
                onClick={() => {
                  setExpanded((value) => !value);
                }}
              >
                {expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
              </Button>
            )}
          </Stack>
          <CloseButton
            aria-label={t`Dismiss announcements`}
            onClick={() => {
              dismissAnnouncements(userId);
              setDismissed({ userId, value: true });
            }}
          />
        </Group>
      </Container>
    </aside>
  );
}
