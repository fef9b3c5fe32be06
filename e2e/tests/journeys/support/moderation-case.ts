import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Stack } from '../../../support/stack';
import { createUser, uniqueName, type TestUser } from './api';
import { startOwnApi, type OwnApi } from './own-api';

/**
 * Where the moderation journeys start: an API of the file's own on a PGlite folder (an admin takes the operator tool,
 * which the shared stack's API cannot give: own-api.ts), a streamer with a connected channel, an admin, and the bell
 * asking every second (60 s on the real site). The journey adds its clip, reports and the like.
 */
export interface ModerationCase {
  own: OwnApi;
  streamer: TestUser;
  channelLogin: string;
  admin: TestUser;
  /** Puts the site's config back, stops the API and removes its data. */
  stop(): Promise<void>;
}

/** @param name  names the data folder, so a leftover one says which file left it */
export async function startModerationCase(stack: Stack, name: string): Promise<ModerationCase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `clipyard-e2e-${name}-`));
  const own = await startOwnApi(stack, dataDir);
  const stop = async () => {
    await own.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const streamer = await createUser(stack, own.api.url, 'st_');
    const channelLogin = uniqueName('chan_').toLowerCase();
    await own.connectChannel(streamer, channelLogin);
    const admin = await createUser(stack, own.api.url, 'ad_');
    await own.grantAdmin(admin);
    // own.stop() puts the whole config back.
    stack.web.state.config = { ...stack.web.state.config, notificationPollMs: 1000 };
    return { own, streamer, channelLogin, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
