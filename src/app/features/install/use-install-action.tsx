import { useState, type ReactNode } from 'react';
import { InstallHowToDialog } from './components/install-how-to-dialog';
import { promptInstall, useInstallState } from './install-prompt';

/** The "Install app" action of the menus, and the dialog it may open. */
export interface InstallAction {
  /** Absent when there is nothing to offer: installed already, or a browser without a way to install. */
  onInstall: (() => void) | undefined;
  /** The iPad/iPhone how-to; mount it once (the layout's dialogs slot). */
  dialog: ReactNode;
}

/**
 * "Install app" where the browser offered its prompt (Chromium) or, on iPad and iPhone, the Share → Add to Home
 * Screen how-to. Hidden in the installed app.
 */
export function useInstallAction(): InstallAction {
  const state = useInstallState();
  const [howToOpened, setHowToOpened] = useState(false);
  let onInstall: (() => void) | undefined;
  if (state.canPrompt) {
    onInstall = () => {
      void promptInstall();
    };
  } else if (state.needsHowTo) {
    onInstall = () => {
      setHowToOpened(true);
    };
  }
  return {
    onInstall,
    dialog: (
      <InstallHowToDialog
        opened={howToOpened}
        onClose={() => {
          setHowToOpened(false);
        }}
      />
    ),
  };
}
