import fc from 'fast-check';
import type { z } from 'zod';
import { type CallDefinition, type CallPath, callPaths, contract } from '@clipyard/shared/contract';
import { createTestServer, createTestUser, rawRequest, type TestServer, type TestUser, uniqueUsername } from './support';

/**
 * Property-based fuzzing of every call in the contract: bodies generated from each call's zod request schema
 * (right fields with hostile values, wrong types, unknown fields, NUL and broken Unicode, huge strings), sent with
 * no token, broken tokens of every kind and a real user's token. No answer may be a 5xx, and every answer keeps
 * the failure/success shape. Bounded (RUNS_PER_CALL) so the whole file stays within a few seconds per group.
 */

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 12);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', '\u202E', '𝒳', 'Ａｄｍｉｎ', 'аdmin', "'; DROP TABLE users; --", '../../etc/passwd', '%00', ' ', ''),
  fc.constantFrom('x'.repeat(70_000), 'é'.repeat(5_000), '\u0000'.repeat(1000)),
  fc.stringMatching(/^[a-z0-9_]{3,25}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{6,32}$/),
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 4 }),
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** An arbitrary for a zod schema: mostly well-typed values (so handlers are reached), sometimes anything at all. */
function fromSchema(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const typed = ((): fc.Arbitrary<unknown> => {
    switch (def.type) {
      case 'string':
        return hostileString;
      case 'number':
        return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.integer(), fc.double());
      case 'boolean':
        return fc.boolean();
      case 'literal':
        return fc.constantFrom(...(def.values as unknown[]));
      case 'enum':
        return fc.oneof(fc.constantFrom(...Object.values(def.entries as Record<string, unknown>)), hostileString);
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return fc.oneof(fromSchema(def.innerType as z.ZodType, depth), fc.constant(undefined), fc.constant(null));
      case 'pipe':
        return fromSchema(def.in as z.ZodType, depth);
      case 'union':
        return fc.oneof(...(def.options as z.ZodType[]).map((o) => fromSchema(o, depth)));
      case 'array':
        return depth > 3 ? fc.constant([]) : fc.array(fromSchema(def.element as z.ZodType, depth + 1), { maxLength: 8 });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const shape = def.shape as Record<string, z.ZodType>;
        const fields = Object.fromEntries(Object.entries(shape).map(([key, value]) => [key, fromSchema(value, depth + 1)]));
        return fc
          .tuple(fc.record(fields, { requiredKeys: [] }), fc.option(fc.dictionary(fc.string({ maxLength: 12 }), anyJson, { maxKeys: 2 }), { freq: 4 }))
          .map(([record, extra]) => (extra ? { ...extra, ...record } : record));
      }
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 5, arbitrary: typed }, { weight: 1, arbitrary: anyJson });
}

const b64 = (value: string) => Buffer.from(value).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const claims = (extra: Record<string, unknown>) =>
  b64(JSON.stringify({ iss: 'https://securetoken.google.com/demo-clipyard', aud: 'demo-clipyard', iat: now, exp: now + 3600, auth_time: now, ...extra }));
const none = b64(JSON.stringify({ alg: 'none', typ: 'JWT' }));

/** Tokens that identify nobody: each must be NOT_AUTHORISED (or signed out on optional calls), never 500. */
const BROKEN_TOKENS = [
  'garbage',
  'a.b.c',
  `${none}.${b64('not json')}.`,
  `${none}.${b64('null')}.`,
  `${none}.${b64('[]')}.`,
  `${none}.${b64('"text"')}.`,
  `${b64('null')}.${claims({ sub: 'x' })}.`,
  `${b64('{"alg":5}')}.${claims({ sub: 'x' })}.`,
  `${none}.${claims({ sub: 'nul\u0000uid', user_id: 'nul\u0000uid' })}.`,
  `${none}.${claims({ sub: 'x'.repeat(129), user_id: 'x'.repeat(129) })}.`,
  `${none}.${claims({ sub: 12, user_id: 12 })}.`,
  `${none}.${claims({ sub: 'x', exp: 'soon' })}.`,
  `${'x'.repeat(5000)}`,
];

describe('contract fuzzer: no call answers 5xx, whatever the body or token', () => {
  let server: TestServer;
  let user: TestUser;
  let tokens: (string | null)[];

  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => (c.rateLimitEnabled = false) });
    user = await createTestUser({ server, username: uniqueUsername('fz') });
    // One character of a real token changed (its signature or payload no longer matches).
    const altered = user.idToken.slice(0, 40) + (user.idToken[40] === 'A' ? 'B' : 'A') + user.idToken.slice(41);
    tokens = [null, user.idToken, altered, ...BROKEN_TOKENS];
  });
  afterAll(async () => {
    await server?.close();
  });

  async function send(path: CallPath, body: unknown, token: string | null) {
    const def = contract[path] as CallDefinition;
    const json = body === undefined ? undefined : JSON.stringify(body);
    const res = await rawRequest(server, {
      method: def.method,
      path,
      // A connection of its own per request: under CI's load the event loop stalls for seconds while fast-check builds
      // big bodies, and a kept-alive socket the server closed meanwhile was reused (ECONNRESET, stop 36), a client race
      // that says nothing about the server's answers, which are what this test is about.
      headers: {
        connection: 'close',
        ...(def.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: def.method === 'POST' ? json : undefined,
    });
    if (res.status >= 500) throw new Error(`${path} answered ${res.status} ${res.text.slice(0, 300)} for ${json?.slice(0, 300)} with token ${token?.slice(0, 60)}`);
    if (typeof res.json?.isSuccessful !== 'boolean') throw new Error(`${path} answered no isSuccessful: ${res.text.slice(0, 200)}`);
    return res;
  }

  test.each(callPaths.filter((p) => !['client/userLogins/deleteAccount'].includes(p)))('%s', async (path) => {
    const def = contract[path] as CallDefinition;
    await fc.assert(
      fc.asyncProperty(fromSchema(def.request), fc.constantFrom(...tokens), async (body, token) => {
        await send(path, body, token);
      }),
      { numRuns: RUNS_PER_CALL },
    );
    // Every broken token on this call: NOT_AUTHORISED where a token is needed, never a 5xx anywhere.
    for (const token of BROKEN_TOKENS) {
      const res = await send(path, {}, token);
      if (def.auth !== 'none' && def.auth !== 'optional') expect(res.json.errorCode).toBe('NOT_AUTHORISED');
    }
  });

  test('a NUL in any text field is a 400 naming the field, not a database error', async () => {
    const cases: [CallPath, Record<string, unknown>][] = [
      ['client/search/channelLoginList', { query: 'ab\u0000c' }],
      ['client/clipComment/submitComment', { internalClipId: 'abcdef', commentText: 'hi\u0000' }],
      ['client/activity/reportActivity', { activityName: 'appLaunch', 'k\u0000': 1 }],
    ];
    for (const [path, body] of cases) {
      const res = await send(path, body, user.idToken);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/cannot be stored/);
    }
  });

  test('deleteAccount never 5xx either (with a user of its own: it ends the user)', async () => {
    const doomed = await createTestUser({ server, username: uniqueUsername('fzd') });
    for (const token of BROKEN_TOKENS) {
      const res = await send('client/userLogins/deleteAccount', {}, token);
      expect(res.json.errorCode).toBe('NOT_AUTHORISED');
    }
    await fc.assert(
      fc.asyncProperty(fromSchema(contract['client/userLogins/deleteAccount'].request), async (body) => {
        await send('client/userLogins/deleteAccount', body, doomed.idToken);
      }),
      { numRuns: RUNS_PER_CALL },
    );
  });
});
