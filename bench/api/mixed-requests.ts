import { weightedPick } from './rate-figures';

/** What the mix draws from: clips that exist and signed-in users' tokens. */
export interface MixedInput {
  clipIds: string[];
  tokens: string[];
}

/**
 * The mixed scenario of issue 8 (item 8): what a crowd does at once, at a fixed overall rate. Weights out of 100:
 * anonymous frontpage listings 40 (four sorts and periods of the contract's FRONTPAGE_SORTS and FRONTPAGE_PERIODS, so the 1 s anonymous cache helps as it does in
 * production, not on every request), anonymous clip fetches 20 (fetchClipsById, 1 to 10 ids) and comment reads 10
 * (getClipComments), signed-in likes and unlikes 20 (idempotent) and signed-in comments 10, spread over the users.
 * Rate limits are off in the bench stack (one user posts far more than 10 comments a minute here).
 */
const MIX: { weight: number; make: (pick: Picker) => { path: string; token?: string; body: unknown } }[] = [
  {
    weight: 40,
    make: (p) => ({
      path: 'client/videoListing/masterFrontpageList',
      body: p.one([
        { sort: 'trending', period: '30d', limit: 24 },
        { sort: 'new', period: 'all', limit: 24 },
        { sort: 'top', period: '7d', limit: 24 },
        { sort: 'top', period: '30d', limit: 24 },
      ]),
    }),
  },
  {
    weight: 20,
    make: (p) => {
      const start = p.index(p.clipIds.length - 10);
      return { path: 'client/videoListing/fetchClipsById', body: { internalClipIdList: p.clipIds.slice(start, start + 1 + p.index(10)) } };
    },
  },
  { weight: 10, make: (p) => ({ path: 'client/clipComment/getClipComments', body: { internalClipId: p.one(p.clipIds), limit: 20 } }) },
  {
    weight: 20,
    make: (p) => ({ path: 'client/clipLikes/modifyLikeClipPreference', token: p.one(p.tokens), body: { internalClipId: p.one(p.clipIds), isLike: p.index(2) === 0 } }),
  },
  {
    weight: 10,
    make: (p) => ({ path: 'client/clipComment/submitComment', token: p.one(p.tokens), body: { internalClipId: p.one(p.clipIds), commentText: `Bench comment ${p.index(1_000_000)} ベンチ` } }),
  },
];

interface Picker extends MixedInput {
  index(n: number): number;
  one<T>(list: T[]): T;
}

const pick = weightedPick(MIX);

/** One request of the mix, drawn at random by its weight (run in the load's own process, load-process.ts). */
export function mixedRequest(input: MixedInput): { method: 'POST'; path: string; headers: Record<string, string>; body: string } {
  const picker: Picker = {
    ...input,
    index: (n) => Math.floor(Math.random() * n),
    one: (list) => list[Math.floor(Math.random() * list.length)]!,
  };
  const { path, token, body } = pick().make(picker);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return { method: 'POST', path: `/${path}`, headers, body: JSON.stringify(body) };
}
