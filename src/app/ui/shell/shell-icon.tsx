import type { ReactNode } from 'react';
import type { MenuIcon } from '../../../shared/access/menu';

/** The shell's own icons besides the menu's. */
export type UiIcon =
  | 'menu'
  | 'back'
  | 'search'
  | 'chevron-down'
  | 'chevron-right'
  | 'logout'
  | 'settings'
  | 'message'
  | 'user'
  | 'eye'
  | 'arrow-down'
  | 'close'
  | 'language'
  | 'cart'
  | 'credit'
  | 'swap'
  | 'tools'
  | 'outbox'
  | 'offline'
  | 'install';

export type ShellIconName = MenuIcon | UiIcon;

// Line icons on a 24 px grid, drawn for the portal (no icon package is installed): strokes only, so they take
// the text colour.
const shapes: Record<ShellIconName, ReactNode> = {
  home: (
    <>
      <path d="M3 11l9-8 9 8" />
      <path d="M5 10v10h14V10" />
      <path d="M10 20v-6h4v6" />
    </>
  ),
  'sales-area': (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  dashboard: <path d="M4 20h16M7 16v-5M12 16V7M17 16v-8" />,
  catalog: (
    <>
      <circle cx="6" cy="16" r="3.5" />
      <circle cx="18" cy="16" r="3.5" />
      <path d="M6 16l3.5-7h6.5L18 16M9.5 9l3 7H6M13 6h3" />
    </>
  ),
  order: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 3h6v3H9zM9 11h6M9 15h4" />
    </>
  ),
  invoice: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6M9 16h3" />,
  payment: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <path d="M3 10h18M7 15h3" />
    </>
  ),
  claim: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4" />,
  'retail-sales': (
    <>
      <path d="M3 12V4h8l10 10-8 8z" />
      <circle cx="7.5" cy="8" r="1.5" />
    </>
  ),
  bonus: <path d="M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6l-5.4 2.9 1.2-6-4.5-4.2 6.1-.7z" />,
  'visit-form': <path d="M3 9l2-5h14l2 5zM5 9v11h14V9M10 20v-5h4v5" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  upload: <path d="M12 16V5M7 10l5-5 5 5M5 20h14" />,
  marketing: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10" r="1.5" />
      <path d="M21 16l-5-5-9 8" />
    </>
  ),
  document: <path d="M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6" />,
  news: <path d="M4 5h13v14H6a2 2 0 0 1-2-2zM17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />,
  'click-collect': <path d="M6 8h12l-1 12H7zM9 8V6a3 3 0 0 1 6 0v2" />,
  'third-party': (
    <>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="18" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  admin: (
    <>
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx="15" cy="6" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="18" r="2" />
    </>
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  back: <path d="M19 12H5M11 6l-6 6 6 6" />,
  search: (
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </>
  ),
  'chevron-down': <path d="M6 9l6 6 6-6" />,
  'chevron-right': <path d="M9 6l6 6-6 6" />,
  logout: <path d="M9 21H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3M16 17l5-5-5-5M21 12H9" />,
  settings: (
    <>
      <path d="M19.1 10.4l2.3.4v2.4l-2.3.4-1 2.3 1.4 1.9-1.7 1.7-1.9-1.4-2.3 1-.4 2.3h-2.4l-.4-2.3-2.3-1-1.9 1.4-1.7-1.7 1.4-1.9-1-2.3-2.3-.4v-2.4l2.3-.4 1-2.3-1.4-1.9 1.7-1.7 1.9 1.4 2.3-1 .4-2.3h2.4l.4 2.3 2.3 1 1.9-1.4 1.7 1.7-1.4 1.9z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  message: <path d="M4 5h16v11H9l-5 4zM8 9h8M8 12h5" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'arrow-down': <path d="M12 5v14M6 13l6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6L6 18" />,
  language: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18" />
    </>
  ),
  cart: (
    <>
      <path d="M3 4h2l2.5 11h11L21 7H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </>
  ),
  credit: <path d="M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1zM4 7l12-3v3M16 13h2" />,
  swap: <path d="M7 4L3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />,
  outbox: (
    <path d="M4 14v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5M4 14l2-9h12l2 9M4 14h4.5a3.5 3.5 0 0 0 7 0H20M12 11V6M9.5 8.5 12 6l2.5 2.5" />
  ),
  offline: (
    <>
      <path d="M7 18a4.5 4.5 0 0 1-.4-9 6 6 0 0 1 11.3 1.5A3.8 3.8 0 0 1 17.5 18z" />
      <path d="M9.5 13.5l2 2 3.5-3.5" />
    </>
  ),
  install: (
    <>
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M12 7v7M9 11l3 3 3-3M10 18h4" />
    </>
  ),
  tools: <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
};

interface ShellIconProps {
  name: ShellIconName;
  size?: number;
}

/** A decorative line icon; the control that holds it carries the accessible name. */
export function ShellIcon({ name, size = 20 }: ShellIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}
