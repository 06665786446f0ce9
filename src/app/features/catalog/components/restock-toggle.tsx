import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import { notify } from '../../../lib/notify';
import { useRestockNotification } from '../api/catalog.queries';

interface RestockToggleProps {
  /** The product page's slug, refreshed after a change. */
  slug: string;
  articleCode: string;
  sorg: string;
  subscribed: boolean;
}

/**
 * "Tell me when it is back in stock" for one article (subscribe/unsubscribeRestockedNotification), with the
 * spec's two messages (spec 01 §8).
 */
export function RestockToggle({ slug, articleCode, sorg, subscribed }: RestockToggleProps) {
  const { t } = useLingui();
  const mutation = useRestockNotification(slug);
  const checked = mutation.isPending ? mutation.variables.subscribe : subscribed;
  return (
    <Switch
      checked={checked}
      disabled={mutation.isPending}
      label={t`E-mail me when it is back in stock`}
      data-testid="restock-toggle"
      onChange={(event) => {
        const subscribe = event.currentTarget.checked;
        mutation.mutate(
          { articleCode, sorg, subscribe },
          {
            onSuccess: (isSubscribed) => {
              notify.success({
                message: isSubscribed
                  ? t`The notification was successfully activated. You will get notifications on your email when the stock is available.`
                  : t`The notification has been disabled.`,
              });
            },
            onError: () => {
              notify.error({ message: t`The notification could not be changed. Please try again.` });
            },
          },
        );
      }}
    />
  );
}
