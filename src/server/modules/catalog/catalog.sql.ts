// The SQL predicates the catalog's repositories share.
import { sql, type SQL } from 'drizzle-orm';
import { articleSorgs, articles, promotions } from './catalog.tables';

/** SQL: the promotion `p` is running at `at`. */
export const running = (at: Date) => sql`${promotions.validFrom} <= ${at} and ${promotions.validTo} >= ${at}`;

/** SQL: the article `articles` is sold in the buyer's sorg. */
export const soldIn = (sorg: string): SQL =>
  sql`exists (select 1 from ${articleSorgs} where ${articleSorgs.articleId} = ${articles.id} and ${articleSorgs.sorg} = ${sorg})`;
