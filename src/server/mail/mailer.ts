import type { Db } from '../db/client';
import type { Env } from '../env';
import * as repo from './mail.repository';

/** One e-mail: a plain-text body and an HTML body with the same content. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail. Callers never learn how: the development sink and (later) SMTP look the same. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Stores every message in the `mails` table instead of sending it (development and tests). */
export function createDatabaseMailer(db: Db, from: string): Mailer {
  return {
    send: (message) => repo.insertMail(db, { ...message, from }),
  };
}

/**
 * The mailer MAIL_TRANSPORT names. Only the database sink exists yet; an SMTP transport is the production path
 * (docs/decisions.md, "Mail").
 */
export function createMailer(db: Db, env: Pick<Env, 'MAIL_TRANSPORT' | 'MAIL_FROM'>): Mailer {
  const transports: Record<Env['MAIL_TRANSPORT'], () => Mailer> = {
    database: () => createDatabaseMailer(db, env.MAIL_FROM),
  };
  return transports[env.MAIL_TRANSPORT]();
}
