import type { MenuIcon } from '../../../shared/access/menu';
import type { Locale } from '../../../shared/locales';

/** A translated menu entry: a link (`path` below the locale prefix) or a group with children. */
export interface NavItem {
  id: string;
  label: string;
  icon: MenuIcon;
  path?: string;
  children?: NavItem[];
}

/** One language of the host's language menus. */
export interface LanguageOption {
  locale: Locale;
  /** The spec's display name: English, Deutsch, Indonesia, Melayu, France. */
  name: string;
  flagSrc: string;
  /** The prefix in capitals ('EN-UK'), which tells the English locales of a host apart. */
  code: string;
}

/** The language menus' data and action. */
export interface LanguageControl {
  options: LanguageOption[];
  current: Locale;
  onChange: (locale: Locale) => void;
  isChanging: boolean;
}

/** One step of the breadcrumbs; the last one is the current page. */
export interface Crumb {
  label: string;
  path: string;
}

/** The device's outbox for the top-bar badge and the menus' "Outbox" entry. */
export interface OutboxBadgeInfo {
  /** Items not yet sent: waiting, sending or needing attention. */
  unsent: number;
  /** Of those, items the server refused: the badge takes the attention colour. */
  attention: number;
}

/** What the profile menu and the mobile drawer offer; an action is absent when the user may not use it. */
export interface ProfileControl {
  /** The user's name, or null when not signed in ('-'). */
  userName: string | null;
  /** Scope profile.update: the settings cog to user/edit-profile. */
  canEditProfile: boolean;
  /** Scope consumer-voice.submit: opens the consumer voice dialog. */
  onConsumerVoice?: (() => void) | undefined;
  /**
   * The device's outbox (every signed-in user): the top-bar badge while items are unsent, and the menus' "Outbox"
   * and "Ready for offline" entries. Absent: none of them.
   */
  outbox?: OutboxBadgeInfo | undefined;
  /** "Install app": present only where the app can be installed and is not yet. */
  onInstallApp?: (() => void) | undefined;
  onLogout: () => void;
  isLoggingOut: boolean;
}
