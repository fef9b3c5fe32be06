import { createReadStream, createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { ByteRange, MediaObjectInfo, MediaStore } from './media-store';

export interface S3StoreOptions {
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

/** Reads MEDIA_STORAGE=s3 settings (server/src/media/README.md documents them). */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv): S3StoreOptions {
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET');
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

/** The AWS SDK client settings for these options (the media driver and tus's upload store share them). */
export function s3ClientConfig(options: S3StoreOptions): S3ClientConfig {
  return {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: Boolean(options.endpoint),
    // Newer SDKs add CRC checksums to every upload by default (streamed as aws-chunked bodies), which many
    // S3-compatible servers store verbatim or refuse. Only when the operation requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  };
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * Any S3-compatible object storage (AWS S3, MinIO, R2, Ceph...). Path-style addressing so a custom endpoint
 * works without wildcard DNS. The same keys as the local folder; a CDN can front the bucket directly
 * (MEDIA_BASE_URL), or the API's /media/ route proxies it with Range support.
 */
export function createS3Store(options: S3StoreOptions): MediaStore {
  const client = new S3Client(s3ClientConfig(options));
  const Bucket = options.bucket;

  async function body(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await client.send(
      new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return answer.Body as Readable;
  }

  return {
    kind: 's3',
    s3: options,
    async put(key, data, contentType) {
      // Streams are buffered: only small objects (profile images) arrive as streams; videos come as files.
      const bytes = Buffer.isBuffer(data) ? data : Buffer.concat(await Readable.from(data as Readable).toArray());
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async putFile(key, filePath, contentType) {
      const { size } = await stat(filePath);
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentLength: size, ContentType: contentType }),
      );
    },
    async moveFile(key, filePath, contentType) {
      await this.putFile(key, filePath, contentType);
      await rm(filePath, { force: true });
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async deletePrefix(prefix) {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async exists(key) {
      return (await this.stat(key)) !== null;
    },
    async stat(key): Promise<MediaObjectInfo | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return {
          size: Number(head.ContentLength ?? 0),
          // S3's ETag of a single-part upload is the content MD5: strong.
          etag: head.ETag ?? `"${Number(head.ContentLength ?? 0).toString(16)}-${head.LastModified?.getTime() ?? 0}"`,
          lastModified: head.LastModified ?? new Date(0),
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    read: body,
    async getToFile(key, filePath) {
      await pipeline(await body(key), createWriteStream(filePath));
    },
  };
}
