import { displayArticleCode } from './article-code';

/** An article as a list names it: its code and, where known, its name. */
export interface NamedArticle {
  articleCode: string;
  name?: string | null | undefined;
}

/**
 * An article in one line of text, never with its internal code: the name with the display code ("Xtrada 5 ·
 * 010470"), or the display code alone when the name is not known (spec 01 §5 Article code display: codes starting
 * with 'I' or '0' show their last 6 characters).
 */
export function articleLabel(article: NamedArticle): string {
  const code = displayArticleCode(article.articleCode.trim());
  const name = article.name?.trim();
  return name ? `${name} · ${code}` : code;
}

/**
 * Articles with their quantities in one line ("Xtrada 5 · 010470 × 2, 240312 × 1"), for lists that describe a
 * change (the outbox, an order draft). Names are looked up by article code; a code without one shows alone.
 */
export function articleQuantitiesText(
  rows: readonly { articleCode: string; qty: number }[],
  names: readonly NamedArticle[] = [],
): string {
  const byCode = new Map(names.map((named) => [named.articleCode, named.name]));
  return rows
    .map(
      (row) =>
        `${articleLabel({ articleCode: row.articleCode, name: byCode.get(row.articleCode) })} × ${String(row.qty)}`,
    )
    .join(', ');
}
