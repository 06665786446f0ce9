import type { CatalogLanguage } from '../../../shared/locales';

/** Every text of the "account locked" e-mail, per catalog language. */
interface LockedMailTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: (failures: number) => string;
  until: (time: string) => string;
  advice: string;
}

const texts: Record<CatalogLanguage, LockedMailTexts> = {
  en: {
    subject: 'Sign-in to your account is locked for a while',
    greeting: (name) => `Hello ${name},`,
    intro: (failures) =>
      `Someone tried to sign in to your dealer portal account with a wrong password ${String(failures)} times within an hour, so we locked sign-in to protect it.`,
    until: (time) => `You can sign in again from ${time} (UTC).`,
    advice:
      'If this was not you, your password is still safe, but consider choosing a stronger one. If you forgot it, use "Forgot password" on the sign-in page.',
  },
  de: {
    subject: 'Die Anmeldung bei Ihrem Konto ist vorübergehend gesperrt',
    greeting: (name) => `Hallo ${name},`,
    intro: (failures) =>
      `Innerhalb einer Stunde wurde ${String(failures)}-mal versucht, sich mit einem falschen Passwort bei Ihrem Händlerportal-Konto anzumelden. Zum Schutz haben wir die Anmeldung gesperrt.`,
    until: (time) => `Ab ${time} (UTC) können Sie sich wieder anmelden.`,
    advice:
      'Falls Sie das nicht waren: Ihr Passwort ist weiterhin sicher, wählen Sie aber am besten ein stärkeres. Falls Sie es vergessen haben, nutzen Sie „Passwort vergessen“ auf der Anmeldeseite.',
  },
  fr: {
    subject: 'La connexion à votre compte est bloquée pour un moment',
    greeting: (name) => `Bonjour ${name},`,
    intro: (failures) =>
      `Quelqu’un a essayé ${String(failures)} fois en une heure de se connecter à votre compte du portail revendeurs avec un mauvais mot de passe. Pour le protéger, nous avons bloqué la connexion.`,
    until: (time) => `Vous pourrez vous reconnecter à partir de ${time} (UTC).`,
    advice:
      'Si ce n’était pas vous, votre mot de passe reste sûr, mais pensez à en choisir un plus robuste. Si vous l’avez oublié, utilisez « Mot de passe oublié » sur la page de connexion.',
  },
  id: {
    subject: 'Masuk ke akun Anda dikunci untuk sementara',
    greeting: (name) => `Halo ${name},`,
    intro: (failures) =>
      `Seseorang mencoba masuk ke akun portal dealer Anda dengan kata sandi yang salah sebanyak ${String(failures)} kali dalam satu jam, jadi kami mengunci proses masuk untuk melindunginya.`,
    until: (time) => `Anda dapat masuk lagi mulai ${time} (UTC).`,
    advice:
      'Jika itu bukan Anda, kata sandi Anda tetap aman, tetapi sebaiknya pilih kata sandi yang lebih kuat. Jika Anda lupa, gunakan "Lupa kata sandi" di halaman masuk.',
  },
  ms: {
    subject: 'Log masuk ke akaun anda dikunci buat sementara waktu',
    greeting: (name) => `Helo ${name},`,
    intro: (failures) =>
      `Seseorang cuba log masuk ke akaun portal pengedar anda dengan kata laluan yang salah sebanyak ${String(failures)} kali dalam masa satu jam, jadi kami mengunci log masuk untuk melindunginya.`,
    until: (time) => `Anda boleh log masuk semula mulai ${time} (UTC).`,
    advice:
      'Jika itu bukan anda, kata laluan anda masih selamat, tetapi pertimbangkan untuk memilih yang lebih kukuh. Jika anda terlupa, gunakan "Lupa kata laluan" di halaman log masuk.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Subject, text and HTML of the e-mail telling an account's owner that sign-in is locked, in `language`. */
export function accountLockedMail(language: CatalogLanguage, input: { name: string; failures: number; until: Date }) {
  const t = texts[language];
  // ISO minutes in UTC: one unambiguous form for every language; the mail has no host to take a format from.
  const time = input.until.toISOString().slice(0, 16).replace('T', ' ');
  const paragraphs = [t.greeting(input.name), t.intro(input.failures), t.until(time), t.advice];
  return {
    subject: t.subject,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}
