import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

// The only importer of @mantine/notifications' imperative API (STYLE.md §2: wrapped libraries through their wrapper).

interface Notice {
  message: ReactNode;
  title?: ReactNode;
  /** A stable id replaces an earlier notice with the same id instead of stacking a second one. */
  id?: string;
  /** Stays until dismissed (or until hidden by id). */
  persistent?: boolean;
}

function show(color: string, notice: Notice): void {
  notifications.show({
    color,
    message: notice.message,
    ...(notice.title === undefined ? {} : { title: notice.title }),
    ...(notice.id === undefined ? {} : { id: notice.id }),
    autoClose: notice.persistent === true ? false : 5000,
  });
}

export const notify = {
  success(notice: Notice): void {
    show('success', notice);
  },
  info(notice: Notice): void {
    show('info', notice);
  },
  warning(notice: Notice): void {
    show('warning', notice);
  },
  error(notice: Notice): void {
    show('error', notice);
  },
  hide(id: string): void {
    notifications.hide(id);
  },
};
