import type { DeleteObjectsCommandInput } from '@aws-sdk/client-s3';
import { type MetadataValue, type Options, S3Store } from '@tus/s3-store';
import { ERRORS } from '@tus/server';
import { s3ClientConfig, type S3StoreOptions } from '../storage/s3-store';

/** Where tus keeps uploads in the bucket: `uploads/{id}` (the upload, a multipart upload until its last byte). */
export const UPLOAD_KEY_PREFIX = 'uploads/';

/**
 * The objects one upload may leave in the bucket under `uploads/`: the file itself, tus's `.info` (its length and
 * the S3 multipart upload id) and `.part` (the tail of a PATCH shorter than S3's 5 MiB minimum part, until the next
 * PATCH prepends it).
 */
export function tusObjectKeys(uploadId: string): string[] {
  return ['', '.info', '.part'].map((suffix) => `${UPLOAD_KEY_PREFIX}${uploadId}${suffix}`);
}

/**
 * No metadata cache: @tus/s3-store keeps each upload's `.info` in process memory by default, which another instance
 * cannot clear (a terminated or finished upload would still look alive there) and which never forgets an abandoned
 * upload. Reading the small `.info` object on each request is the price of every instance seeing the same upload.
 */
const noCache: NonNullable<Options['cache']> = {
  get: async (): Promise<MetadataValue | undefined> => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

/** Every object key tus names, with the `uploads/` prefix (@tus/s3-store writes at the bucket's root otherwise). */
function prefixKeys(input: Record<string, unknown>): Record<string, unknown> {
  const out = { ...input };
  if (typeof out.Key === 'string') out.Key = UPLOAD_KEY_PREFIX + out.Key;
  const batch = out.Delete as DeleteObjectsCommandInput['Delete'];
  if (batch?.Objects) out.Delete = { ...batch, Objects: batch.Objects.map((o) => ({ ...o, Key: UPLOAD_KEY_PREFIX + o.Key })) };
  return out;
}

/**
 * tus's S3 store (ADR 0111) on the media bucket, its objects under `uploads/`. An upload in progress is an S3
 * multipart upload: its offset is computed from ListParts on every HEAD and PATCH, so any instance can answer
 * for an upload another one started, and the finished upload is already the object `uploads/{id}` that submitClip
 * and the source job read (ADR 0047's hand-off key).
 */
export class PrefixedS3Store extends S3Store {
  constructor(options: S3StoreOptions) {
    super({
      s3ClientConfig: { ...s3ClientConfig(options), bucket: options.bucket },
      cache: noCache,
      // Each part waits in a temporary file until sent: bounds this instance's disk and sockets per upload.
      maxConcurrentPartUploads: 4,
    });
    this.client.middlewareStack.add((next) => async (args) => next({ ...args, input: prefixKeys(args.input as Record<string, unknown>) }), {
      step: 'initialize',
      name: 'clipyardUploadKeyPrefix',
    });
  }

  /**
   * tus termination. @tus/s3-store aborts the multipart upload and deletes the upload and `.info`, but leaves `.part`,
   * and refuses a finished upload (no multipart upload left to abort: NoSuchUpload, reported as not found) though its
   * objects are still there: cancelling it frees them, and its quota, at once. An unknown id (no `.info`) stays 404.
   */
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (error) {
      if (error !== ERRORS.FILE_NOT_FOUND || !(await this.hasInfo(id))) throw error;
    }
    const keys = tusObjectKeys(id).map((key) => ({ Key: key.slice(UPLOAD_KEY_PREFIX.length) }));
    await this.client.deleteObjects({ Bucket: this.bucket, Delete: { Objects: keys } });
  }

  private async hasInfo(id: string): Promise<boolean> {
    return this.client.headObject({ Bucket: this.bucket, Key: `${id}.info` }).then(
      () => true,
      () => false,
    );
  }
}
