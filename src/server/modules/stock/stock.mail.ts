// The restock e-mail and push texts, in one place. Only English is written yet (as the password-reset mail).

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&#39;', "'": '&#39;' })[c] ?? c);

export interface RestockMailInput {
  name: string;
  articleName: string;
  articleCode: string;
  link: string;
}

/** Subject, text and HTML of the back-in-stock e-mail. */
export function restockMail(input: RestockMailInput) {
  const subject = `Back in stock: ${input.articleName}`;
  const intro = `${input.articleName} (${input.articleCode}) is available again.`;
  const text = [`Hello ${input.name},`, '', intro, '', `Order it: ${input.link}`, '', restockFooter].join('\n');
  const html = [
    `<p>${escapeHtml(`Hello ${input.name},`)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Order it</a></p>`,
    `<p>${escapeHtml(restockFooter)}</p>`,
  ].join('\n');
  return { subject, text, html };
}

const restockFooter =
  'You asked to be told when this article is back in stock. This notice is sent once; ask again on the product page.';

/** The web-push message of the same event. */
export function restockPush(input: { articleName: string; articleCode: string; path: string }) {
  return {
    title: 'Back in stock',
    body: `${input.articleName} (${input.articleCode}) is available again.`,
    url: input.path,
    tag: `restock-${input.articleCode}`,
  };
}
