import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useFirstUseTurn } from '../../../domain/first-use/first-use-turns';
import { PushOfferCard } from '../../../domain/push/push-subscription';
import { useFormat } from '../../../lib/format';
import { userQuery } from '../../../lib/user';
import type { HomeGridProps } from '../components/home-grid';

// The cards load after the page has drawn its welcome (the home's first-load budget, scripts/size-budgets.ts).
const HomeGrid = lazy(() => import('../components/home-grid').then((m) => ({ default: m.HomeGrid })));

export type HomePageProps = HomeGridProps;

/**
 * The portal's home page (inside the shell, which brings the menu, the announcement and the profile menu with Log
 * out): a greeting with today's date, then the cards of the role.
 */
export function HomePage(props: HomePageProps) {
  // The user of GET /api/user, which the portal's guard has asked for (and the device keeps): no request of its own.
  const { data: user } = useSuspenseQuery(userQuery());
  const format = useFormat();
  // On a first sign-in the push prompt waits for the banner pop-up and for the user's first action.
  const pushTurn = useFirstUseTurn('push');
  const { name } = user;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          <Trans>Welcome, {name}</Trans>
        </Title>
        <Text c="dimmed" size="sm" data-testid="home-today">
          {format.date(new Date())}
        </Text>
      </div>
      <Suspense fallback={null}>
        <HomeGrid {...props} />
      </Suspense>
      {/* Below the cards: appearing on the user's first action, it must not move what the user is clicking. */}
      {pushTurn && <PushOfferCard />}
    </Stack>
  );
}
