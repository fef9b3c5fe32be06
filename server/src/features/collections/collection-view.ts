import type { CollectionDetail, CollectionSummary } from '@clipyard/shared/contract';
import { sql } from 'kysely';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { clipBaseQuery, toClip, toIso } from '../../domain/clip-row';
import { listableClip, visibleClipsQuery } from '../../domain/visible-clips';
import { withMediaGrants } from '../../media/grants/grant-clips';

/**
 * Who reads a collection: a visitor sees only what a listing would list them (ready, public, published; nothing of a
 * channel or submitter they block), the channel's streamer every clip still on the site, with its media grant.
 */
export type Audience = { kind: 'visitor'; viewerId: string | null } | { kind: 'owner' };

/** The clips an audience may see, joined to their collection entries. */
function entriesQuery(db: Db, audience: Audience) {
  const base =
    audience.kind === 'visitor'
      ? visibleClipsQuery(db, audience.viewerId).where(listableClip('c'))
      : clipBaseQuery(db).where('c.status', 'not in', ['deleted', 'rejected']);
  return base.innerJoin('channel_collection_clips as cc', 'cc.clip_id', 'c.id');
}

type CollectionRow = {
  id: string;
  channel_login: string;
  title_en: string;
  title_ja: string;
  cover_clip_id: string | null;
  created_at: unknown;
  updated_at: unknown;
};

const collectionColumns = ['id', 'channel_login', 'title_en', 'title_ja', 'cover_clip_id', 'created_at', 'updated_at'] as const;

export function collectionsOf(db: Db, channelLogin: string): Promise<CollectionRow[]> {
  return db.selectFrom('channel_collections').select(collectionColumns).where('channel_login', '=', channelLogin).orderBy('created_at').orderBy('id').execute();
}

export function collectionById(db: Db, id: string): Promise<CollectionRow | undefined> {
  return db.selectFrom('channel_collections').select(collectionColumns).where('id', '=', id).executeTakeFirst();
}

function summaryOf(row: CollectionRow, clipCount: number, cover: CollectionSummary['cover']): CollectionSummary {
  return {
    collectionId: row.id,
    channelLogin: row.channel_login,
    titleEn: row.title_en,
    titleJa: row.title_ja,
    clipCount,
    cover,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/**
 * The cards of some collections: how many clips the audience sees in each, and the cover: the chosen clip when the
 * audience sees it, else the first one it sees. Two queries whatever the number of collections (one count, one
 * DISTINCT ON for the covers), never the clips themselves.
 */
export async function summarize(ctx: AppContext, rows: CollectionRow[], audience: Audience): Promise<CollectionSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [counts, covers] = await Promise.all([
    entriesQuery(ctx.db, audience)
      .clearSelect()
      .select(['cc.collection_id', sql<number | string>`count(*)`.as('n')])
      .where('cc.collection_id', 'in', ids)
      .groupBy('cc.collection_id')
      .execute(),
    entriesQuery(ctx.db, audience)
      .innerJoin('channel_collections as col', 'col.id', 'cc.collection_id')
      .select('cc.collection_id')
      .distinctOn('cc.collection_id')
      .where('cc.collection_id', 'in', ids)
      .orderBy('cc.collection_id')
      .orderBy(sql`(cc.clip_id = col.cover_clip_id) IS TRUE`, 'desc')
      .orderBy('cc.position')
      .execute(),
  ]);
  // count(*) is a number on PGlite and a string on pg (TOOLCHAIN): cast.
  const countOf = new Map(counts.map((c) => [c.collection_id, Number(c.n)]));
  let coverClips = covers.map((row) => ({ collectionId: row.collection_id, clip: toClip(row) }));
  if (audience.kind === 'owner') {
    const granted = await withMediaGrants(ctx, coverClips.map((c) => c.clip));
    coverClips = coverClips.map((c, i) => ({ ...c, clip: granted[i] }));
  }
  const coverOf = new Map(coverClips.map((c) => [c.collectionId, c.clip]));
  return rows.map((row) => summaryOf(row, countOf.get(row.id) ?? 0, coverOf.get(row.id) ?? null));
}

/** One collection with the clips the audience sees, in the streamer's order. */
export async function detail(ctx: AppContext, row: CollectionRow, audience: Audience): Promise<CollectionDetail> {
  const [clipRows, channel] = await Promise.all([
    entriesQuery(ctx.db, audience).where('cc.collection_id', '=', row.id).orderBy('cc.position').orderBy('cc.added_at').execute(),
    ctx.db.selectFrom('channels').select('display_name').where('login', '=', row.channel_login).executeTakeFirst(),
  ]);
  let clipList = clipRows.map(toClip);
  if (audience.kind === 'owner') clipList = await withMediaGrants(ctx, clipList);
  const cover = clipList.find((c) => c.internalClipId === row.cover_clip_id) ?? clipList[0] ?? null;
  return {
    ...summaryOf(row, clipList.length, cover),
    channelDisplayName: channel?.display_name ?? row.channel_login,
    clipList,
    coverClipId: audience.kind === 'owner' ? row.cover_clip_id : null,
  };
}
