import { Trans } from '@lingui/react/macro';
import { List, Text } from '@mantine/core';
import classes from './home-screen-how-to.module.css';

/** Safari's Share symbol: a box with an arrow out of its top. */
function ShareIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3v12M8 7l4-4 4 4M7 10H5v11h14V10h-2" />
    </svg>
  );
}

/** The "Add to Home Screen" symbol: a plus in a rounded square. */
function AddIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/** The steps that install the app on an iPad or iPhone. */
export function HomeScreenHowTo() {
  return (
    <>
      <Text fw={600}>
        <Trans>
          Tap Share <ShareIcon />, then Add to Home Screen <AddIcon />.
        </Trans>
      </Text>
      <List type="ordered" spacing="xs" mt="sm">
        <List.Item>
          <Trans>
            Tap the Share button <ShareIcon /> in Safari&apos;s toolbar (at the top on iPad, at the bottom on iPhone).
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>
            Scroll down and tap Add to Home Screen <AddIcon />.
          </Trans>
        </List.Item>
        <List.Item>
          <Trans>Tap Add, then open the portal from its icon on your home screen.</Trans>
        </List.Item>
      </List>
      <Text size="sm" c="dimmed" mt="sm">
        <Trans>
          Safari deletes the data of websites that are not on the home screen after 7 days without a visit, including
          items waiting to be sent. Installed, the portal keeps them.
        </Trans>
      </Text>
    </>
  );
}
