import type { ServerConfig } from '../../config';
import { createLocalStore } from './local-store';
import type { MediaStore } from './media-store';
import { createS3Store, s3OptionsFromEnv } from './s3-store';

export type { ByteRange, MediaObjectInfo, MediaStore } from './media-store';

/** MEDIA_STORAGE=s3 picks the S3-compatible driver; anything else the local folder config.mediaDir. */
export function createMediaStore(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): MediaStore {
  if (env.MEDIA_STORAGE === 's3') return createS3Store(s3OptionsFromEnv(env));
  return createLocalStore(config.mediaDir);
}
