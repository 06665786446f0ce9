import DOMPurify from 'dompurify';

// Loaded with the first announcements (api/announcements.queries.ts), not with the home page: most hosts show none.
// A private instance, so the link hook below does not change DOMPurify for anyone else.
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName !== 'A') return;
  const href = node.getAttribute('href') ?? '';
  // Links to other sites open in a new tab without handing them our window.
  if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  } else {
    node.removeAttribute('target');
  }
});

/**
 * The announcement's HTML made safe to insert: no scripts, event handlers, frames, forms, styles or embedded
 * objects (our CSP forbids inline scripts anyway; this keeps markup from the back office from breaking the page).
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return purifier.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'link',
      'meta',
      'base',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset', 'formaction'],
    ALLOW_DATA_ATTR: false,
  });
}
