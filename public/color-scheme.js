// The colour scheme before the first paint (index.html loads this in <head>; the CSP allows no inline script): the
// user's choice on this device (src/app/ui/color-scheme.ts, same key), else the system's. Mantine sets the same
// attribute when it starts.
/* global matchMedia, document */
try {
  var scheme = localStorage.getItem('portal.color-scheme');
  if (scheme !== 'light' && scheme !== 'dark') {
    scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
} catch {
  // No storage (private mode): the page starts light and Mantine follows the system once it runs.
}
