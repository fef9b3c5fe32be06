/**
 * A type-level test, run by `pnpm typecheck` (never imported, never bundled): `t` accepts only keys that exist in
 * the English strings. Each `@ts-expect-error` below must meet an error; if the typing of keys were removed, the
 * directive would be unused and the typecheck would fail.
 */
import type { useStrings } from '@clipyard/shared';
import type { clipPageStrings } from './i18n';

type ClipPageT = ReturnType<typeof useStrings<[typeof clipPageStrings]>>['t'];
declare const t: ClipPageT;

export const typedKeys = [
  t('clipPage.like'),
  t('clipPage.likeCount', { count: 2 }),
  t('errors:CLIP_NOT_FOUND'),
  // @ts-expect-error a misspelt key fails the typecheck
  t('clipPage.lik'),
  // @ts-expect-error a key of another feature's strings is not reachable from this `t`
  t('frontpage.tabs.new'),
  // @ts-expect-error an error code that does not exist
  t('errors:NO_SUCH_CODE'),
];
