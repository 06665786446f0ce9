const SHORT_CODE_LENGTH = 6;

/** The article code as shown: codes starting with 'I' or '0' show their last 6 characters (S1 §5). */
export function displayArticleCode(code: string): string {
  return code.startsWith('I') || code.startsWith('0') ? code.slice(-SHORT_CODE_LENGTH) : code;
}

// Characters a copy from a web page or a spreadsheet brings along that are never part of a code.
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;
const DIGITS = /^[0-9]+$/;

/**
 * An article code as typed, pasted or read from a file, cleaned for matching: invisible characters and surrounding
 * spaces dropped, upper case (SAP material numbers are upper case; an old code may be typed in any case).
 */
export function normalizeArticleCode(text: string): string {
  return text.replace(INVISIBLE, '').trim().toUpperCase();
}

/**
 * The key a code is matched by: the normalised code, and for an all-digit code without its leading zeros, so
 * '012631', '12631' and '000000000000012631' are one key (SAP pads numeric material numbers with zeros).
 */
export function articleCodeKey(text: string): string {
  const code = normalizeArticleCode(text);
  if (!DIGITS.test(code)) return code;
  return code.replace(/^0+/, '') || '0';
}

/** An article as far as its codes go: the internal code and the old (partner) code it was sold under. */
export interface ArticleCodes {
  articleCode: string;
  oldCode?: string | null;
}

/**
 * How well a typed code fits an article, best first: its code as typed, its old (partner) code, or a short form —
 * the code without its leading zeros or the code shown (last 6 characters). Short forms of two articles may be
 * equal ('012631' is shown for both 000000000000012631 and I250012631), so they rank below the exact ones.
 */
export type ArticleCodeFit = 'code' | 'old-code' | 'short-code';

const FIT_ORDER: readonly ArticleCodeFit[] = ['code', 'old-code', 'short-code'];

/** How a typed code fits an article, or null when it does not (every form a user sees or types). */
export function articleCodeFit(typed: string, article: ArticleCodes): ArticleCodeFit | null {
  const code = normalizeArticleCode(typed);
  if (code === '') return null;
  if (normalizeArticleCode(article.articleCode) === code) return 'code';
  const key = articleCodeKey(code);
  if (article.oldCode && articleCodeKey(article.oldCode) === key) return 'old-code';
  if (articleCodeKey(article.articleCode) === key) return 'short-code';
  const shown = displayArticleCode(article.articleCode);
  if (shown !== article.articleCode && articleCodeKey(shown) === key) return 'short-code';
  return null;
}

/** The English reason when a typed code fits more than one article (the client translates it). */
export const AMBIGUOUS_ARTICLE_CODE_MESSAGE = 'several articles have this code';

export type ArticleCodeMatch<T> = { kind: 'found'; article: T } | { kind: 'unknown' } | { kind: 'ambiguous' };

/**
 * Which of `candidates` a typed code means: the articles of the best fit (the code as typed before the old code
 * before a short form); one of them is the answer, none is unknown, several are ambiguous — a short code shared by two
 * articles orders neither, the user types the full code.
 */
export function matchArticleCode<T extends ArticleCodes>(typed: string, candidates: readonly T[]): ArticleCodeMatch<T> {
  const byFit = new Map<ArticleCodeFit, T[]>();
  for (const candidate of candidates) {
    const fit = articleCodeFit(typed, candidate);
    if (fit) byFit.set(fit, [...(byFit.get(fit) ?? []), candidate]);
  }
  for (const fit of FIT_ORDER) {
    const found = byFit.get(fit) ?? [];
    const [only] = found;
    if (found.length === 1 && only) return { kind: 'found', article: only };
    if (found.length > 1) return { kind: 'ambiguous' };
  }
  return { kind: 'unknown' };
}

/**
 * What a database narrows its candidates by before {@link matchArticleCode} decides: the codes as typed (for the
 * exact code and the old code), the keys (an all-digit code without leading zeros) and the last-6 forms a shown
 * code may have (as typed, and for a digit key the key padded back to 6). A superset: the match decides.
 */
export function articleCodeLookup(typed: readonly string[]): { codes: string[]; keys: string[]; shown: string[] } {
  const codes = new Set<string>();
  const keys = new Set<string>();
  const shown = new Set<string>();
  for (const text of typed) {
    const code = normalizeArticleCode(text);
    if (code === '') continue;
    const key = articleCodeKey(code);
    codes.add(code);
    keys.add(key);
    if (code.length <= SHORT_CODE_LENGTH) shown.add(code);
    if (DIGITS.test(key) && key.length <= SHORT_CODE_LENGTH) shown.add(key.padStart(SHORT_CODE_LENGTH, '0'));
  }
  return { codes: [...codes], keys: [...keys], shown: [...shown] };
}
