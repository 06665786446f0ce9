import type { CatalogLanguage } from '../../../shared/locales';

/**
 * Every text of the reset e-mail, in one place. Only English is written yet; a language without its own texts
 * falls back to English (docs/decisions.md, "Forgot password").
 */
interface ResetMailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const english: ResetMailTexts = {
  subject: 'Reset your password',
  greeting: (name) => `Hello ${name},`,
  intro: 'We received a request to reset the password of your dealer portal account.',
  action: 'Set a new password',
  expiry: (minutes) =>
    `The link works once and expires in ${minutes === 60 ? 'one hour' : `${String(minutes)} minutes`}.`,
  ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
};

const texts: Partial<Record<CatalogLanguage, ResetMailTexts>> = { en: english };

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Subject, text and HTML of the reset e-mail in `language` (English when not written yet). */
export function resetMail(language: CatalogLanguage, input: { name: string; link: string; ttlMinutes: number }) {
  const t = texts[language] ?? english;
  const text = [
    t.greeting(input.name),
    '',
    t.intro,
    '',
    `${t.action}: ${input.link}`,
    '',
    t.expiry(input.ttlMinutes),
    t.ignore,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(t.greeting(input.name))}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>`,
    `<p>${escapeHtml(t.expiry(input.ttlMinutes))}<br>${escapeHtml(t.ignore)}</p>`,
  ].join('\n');
  return { subject: t.subject, text, html };
}
