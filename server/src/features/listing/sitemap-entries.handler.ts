import { sql } from 'kysely';
import { z } from 'zod';
import { SITEMAP_PAGE_MAX } from '@clipyard/shared/contract';
import type { Handler } from '../../http/handler';
import { decodeCursor, keysetPage } from '../../http/cursor';

const clipKey = z.strictObject({ id: z.string().max(64) });
const channelKey = z.strictObject({ login: z.string().max(64) });

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

/**
 * Public addresses for the HTML host's sitemap: ready clips by id, and the channels that have a page worth listing
 * (claimed, or with a ready clip) by login. Keyset-paged on those unique keys, so a page is one index range scan.
 */
export const sitemapEntries: Handler<'client/videoListing/sitemapEntries'> = async ({ ctx, body }) => {
  const limit = body.limit ?? SITEMAP_PAGE_MAX;
  if (body.kind === 'clips') {
    const after = decodeCursor(body.cursor, clipKey);
    let query = ctx.db
      .selectFrom('clips')
      .select(['id', 'channel_login', 'created_at', 'published_at'])
      .where('status', '=', 'ready')
      .where('visibility', '=', 'public')
      .orderBy('id')
      .limit(limit + 1);
    if (after) query = query.where('id', '>', after.id);
    const { items, nextCursor } = keysetPage(
      await query.execute(),
      limit,
      (row) => ({ channelLogin: row.channel_login, internalClipId: row.id, lastModified: iso(row.published_at ?? row.created_at) }),
      (row) => ({ id: row.id }),
    );
    return { entryList: items, nextCursor };
  }
  const after = decodeCursor(body.cursor, channelKey);
  let query = ctx.db
    .selectFrom('channels as ch')
    .select(['ch.login', 'ch.created_at'])
    .where((eb) =>
      eb.or([
        eb('ch.claimed_by_user_id', 'is not', null),
        eb.exists(eb.selectFrom('clips').select(sql`1`.as('one')).whereRef('clips.channel_login', '=', 'ch.login').where('clips.status', '=', 'ready').where('clips.visibility', '=', 'public')),
      ]),
    )
    .orderBy('ch.login')
    .limit(limit + 1);
  if (after) query = query.where('ch.login', '>', after.login);
  const { items, nextCursor } = keysetPage(
    await query.execute(),
    limit,
    (row) => ({ channelLogin: row.login, lastModified: iso(row.created_at) }),
    (row) => ({ login: row.login }),
  );
  return { entryList: items, nextCursor };
};
