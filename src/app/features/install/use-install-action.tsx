import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useOnceTrue } from '../../on-first-use';
import { promptInstall, useInstallState } from './install-prompt';

// The how-to dialog (Mantine's Modal with its focus trap and scroll lock) loads when it is first opened: only
// iPad and iPhone users who choose "Install app" see it, and nothing is drawn while it loads.
const InstallHowToDialog = lazy(() =>
  import('./components/install-how-to-dialog').then((module) => ({ default: module.InstallHowToDialog })),
);

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
  const howToUsed = useOnceTrue(howToOpened);
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
    dialog: howToUsed && (
      <Suspense fallback={null}>
        <InstallHowToDialog
          opened={howToOpened}
          onClose={() => {
            setHowToOpened(false);
          }}
        />
      </Suspense>
    ),
  };
}
