import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useInstallAction } from '../use-install-action';

/** A page's "Install app" button: shown only where the app can be installed and is not yet. */
export function InstallAppButton() {
  const { onInstall, dialog } = useInstallAction();
  if (!onInstall) return null;
  return (
    <>
      <Button variant="light" mih={44} onClick={onInstall}>
        <Trans>Install app</Trans>
      </Button>
      {dialog}
    </>
  );
}
