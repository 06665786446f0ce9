import type { CatalogLanguage } from '../../../shared/locales';

/** Every text of the "your password was set by user administration" e-mail, per catalog language. */
interface PasswordSetMailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  advice: string;
}

const texts: Record<CatalogLanguage, PasswordSetMailTexts> = {
  en: {
    subject: 'Your password was changed by an administrator',
    greeting: (name) => `Hello ${name},`,
    intro:
      'An administrator of the dealer portal has set a new password for your account, and you have been signed out on all devices.',
    advice:
      'Ask your administrator for the new password, or use "Forgot password" on the sign-in page. If you did not expect this change, please contact support.',
  },
  de: {
    subject: 'Ihr Passwort wurde von einem Administrator geändert',
    greeting: (name) => `Hallo ${name},`,
    intro:
      'Ein Administrator des Händlerportals hat ein neues Passwort für Ihr Konto festgelegt, und Sie wurden auf allen Geräten abgemeldet.',
    advice:
      'Fragen Sie Ihren Administrator nach dem neuen Passwort oder nutzen Sie „Passwort vergessen“ auf der Anmeldeseite. Falls Sie diese Änderung nicht erwartet haben, wenden Sie sich bitte an den Support.',
  },
  fr: {
    subject: 'Votre mot de passe a été modifié par un administrateur',
    greeting: (name) => `Bonjour ${name},`,
    intro:
      'Un administrateur du portail revendeurs a défini un nouveau mot de passe pour votre compte, et vous avez été déconnecté sur tous vos appareils.',
    advice:
      'Demandez le nouveau mot de passe à votre administrateur, ou utilisez « Mot de passe oublié » sur la page de connexion. Si vous ne vous attendiez pas à ce changement, veuillez contacter le support.',
  },
  id: {
    subject: 'Kata sandi Anda telah diubah oleh administrator',
    greeting: (name) => `Halo ${name},`,
    intro:
      'Administrator portal dealer telah menetapkan kata sandi baru untuk akun Anda, dan Anda telah dikeluarkan dari semua perangkat.',
    advice:
      'Mintalah kata sandi baru kepada administrator Anda, atau gunakan "Lupa kata sandi" di halaman masuk. Jika Anda tidak mengharapkan perubahan ini, silakan hubungi dukungan.',
  },
  ms: {
    subject: 'Kata laluan anda telah ditukar oleh pentadbir',
    greeting: (name) => `Helo ${name},`,
    intro:
      'Pentadbir portal pengedar telah menetapkan kata laluan baharu untuk akaun anda, dan anda telah dilog keluar daripada semua peranti.',
    advice:
      'Minta kata laluan baharu daripada pentadbir anda, atau gunakan "Lupa kata laluan" di halaman log masuk. Jika anda tidak menjangkakan perubahan ini, sila hubungi sokongan.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Subject, text and HTML of the e-mail telling a user that user administration set a new password (and ended their
 * sessions), in `language`. It never carries the password: the administrator passes that on (spec 02 §7).
 */
export function passwordSetMail(language: CatalogLanguage, input: { name: string }) {
  const t = texts[language];
  const paragraphs = [t.greeting(input.name), t.intro, t.advice];
  return {
    subject: t.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
