// The Mantine sheet of the portal's pages other than home (mantine-content-styles.css): home draws without it and
// loads it in idle time; the portal layout's guard waits for it before any other page, and the layout's dialogs
// before they open. Vite's loader resolves once the style sheet has loaded, so nothing draws unstyled.

let loading: Promise<void> | undefined;

/** Loads the pages' sheet once. Never rejects: a sheet that cannot load leaves the page plain, not broken. */
export function loadContentStyles(): Promise<void> {
  loading ??= import('../../mantine-content-styles.css').then(
    () => undefined,
    (error: unknown) => {
      console.warn('The page styles could not load', error);
      loading = undefined;
    },
  );
  return loading;
}
