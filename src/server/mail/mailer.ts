import type { Db } from '../db/client';
import type { Env } from '../env';
import * as repo from './mail.repository';

/** A file sent with an e-mail (the invoice or order confirmation PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** One e-mail: a plain-text body and an HTML body with the same content, and any files attached. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The row the database sink keeps of a message. The sink has no attachment column, so each file is listed at the
 * end of the text ('Attachment: name (type, N bytes)') and linked at the end of the HTML as a data: URL with its
 * bytes, which a developer can open and the tests read back (docs/decisions.md "Invoice and order PDFs"). An SMTP
 * transport sends them as MIME parts instead.
 */
export function sinkRowOf(message: MailMessage): Pick<MailMessage, 'to' | 'subject' | 'text' | 'html'> {
  const { attachments = [], ...mail } = message;
  if (attachments.length === 0) return mail;
  const listed = attachments.map(
    (a) => `Attachment: ${a.filename} (${a.contentType}, ${String(a.content.byteLength)} bytes)`,
  );
  const linked = attachments.map(
    (a) =>
      `<p data-attachment="${escapeHtml(a.filename)}"><a download="${escapeHtml(a.filename)}" href="data:${escapeHtml(a.contentType)};base64,${Buffer.from(a.content).toString('base64')}">${escapeHtml(a.filename)}</a></p>`,
  );
  return { ...mail, text: [mail.text, '', ...listed].join('\n'), html: [mail.html, ...linked].join('\n') };
}

/** The attachments of a sink row, read back from its HTML (tests and the development mail view). */
export function sinkAttachmentsOf(html: string): MailAttachment[] {
  const found: MailAttachment[] = [];
  const link = /<a download="([^"]*)" href="data:([^;"]+);base64,([A-Za-z0-9+/=]*)">/g;
  for (const match of html.matchAll(link)) {
    found.push({
      filename: match[1] ?? '',
      contentType: match[2] ?? '',
      content: new Uint8Array(Buffer.from(match[3] ?? '', 'base64')),
    });
  }
  return found;
}

/** Sends e-mail. Callers never learn how: the development sink and (later) SMTP look the same. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Stores every message in the `mails` table instead of sending it (development and tests). */
export function createDatabaseMailer(db: Db, from: string): Mailer {
  return {
    send: (message) => repo.insertMail(db, { ...sinkRowOf(message), from }),
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
