import { loadConfig, type ServerConfig } from '../../src/config';
import type { TwitchStandIn } from '../../src/twitch/stand-in/twitch-stand-in';

/** The API's configuration as scripts/lib/stack.mjs makes it for the stand-in (no allowlist: loopback is refused). */
export function standInConfig(standIn: TwitchStandIn, mediaDir: string, extra: Record<string, string> = {}): ServerConfig {
  const config = loadConfig({
    DATA_DIR: 'memory',
    MEDIA_DIR: mediaDir,
    PORT: '0',
    TWITCH_CLIENT_ID: standIn.clientId,
    TWITCH_CLIENT_SECRET: standIn.clientSecret,
    TWITCH_AUTH_BASE_URL: standIn.url,
    TWITCH_API_BASE_URL: standIn.url,
    TWITCH_STAND_IN: '1',
    ...extra,
  });
  return { ...config, media: { ...config.media, encodeAllRenditions: false } };
}
