import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as m001 from './migrations/001-initial';
import * as m003 from './migrations/003-domain-search-and-views';
import * as m030 from './migrations/030-studio-moderation';
import * as m040 from './migrations/040-channel-reading';
import * as m041 from './migrations/041-username-skeleton';
import * as m042 from './migrations/042-search-gin';
import * as m046 from './migrations/046-shared-rate-limits';
import * as m107 from './migrations/107-notifications';
import * as m110 from './migrations/110-notification-kinds';
import * as m111 from './migrations/111-comment-replies';
import * as m112 from './migrations/112-approval-by-default';
import * as m115 from './migrations/115-my-submissions';
import * as m116 from './migrations/116-account-deletion-traces';
import * as m117 from './migrations/117-account-suspension';
import * as m118 from './migrations/118-moderation-log';
import * as m119 from './migrations/119-legal-hold';
import * as m120 from './migrations/120-clip-visibility';
import * as m121 from './migrations/121-watched-words';
import * as m122 from './migrations/122-takedown-notices';
import * as m123 from './migrations/123-registration-approval';
import * as m124 from './migrations/124-view-folding';
import * as m125 from './migrations/125-trending-ranks';
import * as m126 from './migrations/126-login-trigrams-off-joins';
import * as m127 from './migrations/127-submit-audience';
import * as m128 from './migrations/128-thumbnail-choice';
import * as m129 from './migrations/129-clip-trim';
import * as m130 from './migrations/130-vertical-version';
import * as m131 from './migrations/131-clip-recut';
import * as m132 from './migrations/132-channel-collections';
import * as m133 from './migrations/133-saved-lists';
import * as m134 from './migrations/134-categories';
import * as m135 from './migrations/135-clip-original';
import * as m136 from './migrations/136-saved-list-order';

/** Migrations are listed here (not read from disk) so the bundle and tsx runs see the same set. */
const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '003-domain-search-and-views': m003,
  '030-studio-moderation': m030,
  '040-channel-reading': m040,
  '041-username-skeleton': m041,
  '042-search-gin': m042,
  '046-shared-rate-limits': m046,
  '107-notifications': m107,
  '110-notification-kinds': m110,
  '111-comment-replies': m111,
  '112-approval-by-default': m112,
  '115-my-submissions': m115,
  '116-account-deletion-traces': m116,
  '117-account-suspension': m117,
  '118-moderation-log': m118,
  '119-legal-hold': m119,
  '120-clip-visibility': m120,
  '121-watched-words': m121,
  '122-takedown-notices': m122,
  '123-registration-approval': m123,
  '124-view-folding': m124,
  '125-trending-ranks': m125,
  '126-login-trigrams-off-joins': m126,
  '127-submit-audience': m127,
  '128-thumbnail-choice': m128,
  '129-clip-trim': m129,
  '130-vertical-version': m130,
  '131-clip-recut': m131,
  '132-channel-collections': m132,
  '133-saved-lists': m133,
  '134-categories': m134,
  '135-clip-original': m135,
  '136-saved-list-order': m136,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Migrator takes a database of any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db).catch(() => {
    /* optional: search falls back to prefix and ILIKE matching without it */
  });
  // Several teams add migrations in parallel, each in its own number range: a database that already ran a later
  // number must still take an earlier one that lands after it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String((error as Error)?.message ?? error)}`);
  }
}
