import type { Readable } from 'node:stream';
import type { MediaStorage } from './media-storage';
import type { S3StoreOptions } from './s3-store';

/** What the media host needs to answer a request for one key. */
export interface MediaObjectInfo {
  size: number;
  /** A strong ETag, quotes included. */
  etag: string;
  lastModified: Date;
}

/** Inclusive byte range, as HTTP's Range header counts. */
export interface ByteRange {
  start: number;
  end: number;
}

/** MediaStorage plus reading, which the media host and the encode jobs need. Both drivers implement it. */
export interface MediaStore extends MediaStorage {
  readonly kind: 'local' | 's3';
  /** The bucket's settings (S3 only): tus keeps uploads in progress in the same bucket (ADR 0111). */
  readonly s3?: S3StoreOptions;
  stat(key: string): Promise<MediaObjectInfo | null>;
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Stores a local file the caller no longer needs (encoder output): a rename on the local driver, no copy. */
  moveFile(key: string, filePath: string, contentType: string): Promise<void>;
  /** Copies a key to a local file (an encode job reading the source rendition back). */
  getToFile(key: string, filePath: string): Promise<void>;
}
