import { describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_COLLAPSE_CHARACTERS,
  announcementTextLength,
  shouldCollapseAnnouncement,
} from './announcement-html';
import { sanitizeAnnouncementHtml } from './announcement-sanitize';

describe('sanitizeAnnouncementHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(
      sanitizeAnnouncementHtml('<p>Pre-order <strong>now</strong> <em>and</em> <a href="/catalog">see</a></p>'),
    ).toBe('<p>Pre-order <strong>now</strong> <em>and</em> <a href="/catalog">see</a></p>');
  });

  it('strips scripts, event handlers, frames, forms, styles and javascript: links', () => {
    const dirty = [
      '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      '<img src="x.png" onerror="alert(2)">',
      '<iframe src="https://evil.example"></iframe>',
      '<form action="https://evil.example"><input name="password"></form>',
      '<style>body{display:none}</style>',
      '<a href="javascript:alert(3)">click</a>',
      '<p style="position:fixed">over</p>',
      '<object data="x.swf"></object><embed src="y.swf">',
    ].join('');
    const clean = sanitizeAnnouncementHtml(dirty);
    for (const bad of [
      'script',
      'onclick',
      'onerror',
      'iframe',
      'form',
      'input',
      'style',
      'javascript:',
      'object',
      'embed',
    ]) {
      expect(clean).not.toContain(bad);
    }
    expect(clean).toContain('Hi');
    expect(clean).toContain('<img src="x.png">');
  });

  it('opens links to other sites in a new tab without an opener', () => {
    expect(sanitizeAnnouncementHtml('<a href="https://brand.example">brand</a>')).toBe(
      '<a href="https://brand.example" target="_blank" rel="noopener noreferrer">brand</a>',
    );
    expect(sanitizeAnnouncementHtml('<a href="/news" target="_blank">news</a>')).toBe('<a href="/news">news</a>');
  });
});

describe('the collapse rule', () => {
  it('counts the text a reader sees, not the markup', () => {
    expect(announcementTextLength('<p>Pre-order <strong>now</strong></p>')).toBe('Pre-order now'.length);
    expect(announcementTextLength('<p>a &amp; b</p>')).toBe(5);
  });

  it('collapses on mobile only, and only above 400 characters', () => {
    expect(ANNOUNCEMENT_COLLAPSE_CHARACTERS).toBe(400);
    expect(shouldCollapseAnnouncement(401, true)).toBe(true);
    expect(shouldCollapseAnnouncement(400, true)).toBe(false);
    expect(shouldCollapseAnnouncement(5000, false)).toBe(false);
  });
});
