/** Where media files live (local folder by default, S3-compatible optional). Keys are media-host paths. */
export interface MediaStorage {
  put(key: string, data: Buffer | NodeJS.ReadableStream, contentType: string): Promise<void>;
  /** Copies a local file in (encode outputs). */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key starting with prefix (a clip's whole media). */
  deletePrefix(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}
