import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListPartsCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@tus/server';
import path from 'node:path';
import { s3ClientConfig, s3OptionsFromEnv } from '../src/media/storage/s3-store';
import { PrefixedS3Store } from '../src/media/uploads/tus-s3-store';
import { tempDir } from './media-support/fixtures';
import { type S3StandIn, startS3StandIn } from './support/s3-stand-in';

const BUCKET = 'clipyard-tus';
const MiB = 1024 * 1024;

/**
 * The S3 stand-in's multipart calls (s3rver plus ListParts and AbortMultipartUpload) through the real AWS SDK, and
 * @tus/s3-store on it as two instances would use it (ADR 0111).
 */
describe('S3 stand-in: multipart uploads as S3 answers them', () => {
  let work: Awaited<ReturnType<typeof tempDir>>;
  let s3: S3StandIn;
  let client: S3Client;

  beforeAll(async () => {
    work = await tempDir('clipyard-tus-s3-');
    s3 = await startS3StandIn({ directory: path.join(work.dir, 's3'), buckets: [BUCKET] });
    client = new S3Client(s3ClientConfig(s3OptionsFromEnv(s3.env(BUCKET))));
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
    await work?.remove();
  });

  async function startMultipart(key: string, parts: Buffer[]) {
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: BUCKET, Key: key }));
    const etags: string[] = [];
    for (const [i, body] of parts.entries()) {
      const { ETag } = await client.send(new UploadPartCommand({ Bucket: BUCKET, Key: key, UploadId, PartNumber: i + 1, Body: body }));
      etags.push(ETag!);
    }
    return { uploadId: UploadId!, etags };
  }

  test('ListParts lists part numbers, ETags and sizes in order, a page at a time', async () => {
    const parts = [randomBytes(1000), randomBytes(2000), randomBytes(3000)];
    const { uploadId, etags } = await startMultipart('lp/one', parts);
    const all = await client.send(new ListPartsCommand({ Bucket: BUCKET, Key: 'lp/one', UploadId: uploadId }));
    expect(all.IsTruncated).toBe(false);
    expect(all.Parts?.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual(parts.map((p, i) => [i + 1, etags[i], p.length]));
    expect(all.Parts?.[0]?.LastModified).toBeInstanceOf(Date);

    const first = await client.send(new ListPartsCommand({ Bucket: BUCKET, Key: 'lp/one', UploadId: uploadId, MaxParts: 2 }));
    expect(first.IsTruncated).toBe(true);
    expect(first.Parts?.map((p) => p.PartNumber)).toEqual([1, 2]);
    expect(first.NextPartNumberMarker).toBe('2');
    const rest = await client.send(
      new ListPartsCommand({ Bucket: BUCKET, Key: 'lp/one', UploadId: uploadId, PartNumberMarker: first.NextPartNumberMarker }),
    );
    expect(rest.IsTruncated).toBe(false);
    expect(rest.Parts?.map((p) => p.PartNumber)).toEqual([3]);
  });

  test('an unknown, mismatched, completed or aborted upload is NoSuchUpload', async () => {
    const noSuchUpload = { name: 'NoSuchUpload', $metadata: expect.objectContaining({ httpStatusCode: 404 }) };
    const list = (key: string, uploadId: string) => client.send(new ListPartsCommand({ Bucket: BUCKET, Key: key, UploadId: uploadId }));
    await expect(list('lp/none', 'f'.repeat(32))).rejects.toMatchObject(noSuchUpload);
    await expect(list('lp/none', '../../etc')).rejects.toMatchObject(noSuchUpload);

    const done = await startMultipart('lp/done', [randomBytes(100)]);
    await expect(list('lp/other-key', done.uploadId)).rejects.toMatchObject(noSuchUpload);
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket: BUCKET, Key: 'lp/done', UploadId: done.uploadId, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: done.etags[0] }] } }),
    );
    await expect(list('lp/done', done.uploadId)).rejects.toMatchObject(noSuchUpload);
    expect((await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'lp/done' }))).ContentLength).toBe(100);

    const aborted = await startMultipart('lp/aborted', [randomBytes(100)]);
    await client.send(new AbortMultipartUploadCommand({ Bucket: BUCKET, Key: 'lp/aborted', UploadId: aborted.uploadId }));
    await expect(list('lp/aborted', aborted.uploadId)).rejects.toMatchObject(noSuchUpload);
    // S3 refuses parts for an upload that is gone (s3rver alone would have stored them).
    await expect(
      client.send(new UploadPartCommand({ Bucket: BUCKET, Key: 'lp/aborted', UploadId: aborted.uploadId, PartNumber: 2, Body: randomBytes(10) })),
    ).rejects.toMatchObject(noSuchUpload);
  });

  test('@tus/s3-store: an upload begun by one instance is resumed and finished by another', async () => {
    const options = s3OptionsFromEnv(s3.env(BUCKET));
    const [instanceA, instanceB] = [new PrefixedS3Store(options), new PrefixedS3Store(options)];
    const data = randomBytes(11 * MiB);
    await instanceA.create(new Upload({ id: 'resumed', size: data.length, offset: 0 }));
    // 9 MiB through A: one 8 MiB part (the preferred size) and 1 MiB kept as the incomplete `.part` object.
    expect(await instanceA.write(Readable.from([data.subarray(0, 9 * MiB)]), 'resumed', 0)).toBe(9 * MiB);
    // B knows nothing of A's memory: the offset comes from ListParts plus the `.part` object.
    expect((await instanceB.getUpload('resumed')).offset).toBe(9 * MiB);
    expect(await instanceB.write(Readable.from([data.subarray(9 * MiB)]), 'resumed', 9 * MiB)).toBe(data.length);
    expect((await instanceA.getUpload('resumed')).offset).toBe(data.length);
    const stored = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'uploads/resumed' }));
    expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(data)).toBe(true);
  });

  test('@tus/s3-store: termination aborts the multipart upload and removes its objects', async () => {
    const store = new PrefixedS3Store(s3OptionsFromEnv(s3.env(BUCKET)));
    await store.create(new Upload({ id: 'cancelled', size: 6 * MiB, offset: 0 }));
    await store.write(Readable.from([randomBytes(MiB)]), 'cancelled', 0);
    await store.remove('cancelled');
    await expect(store.getUpload('cancelled')).rejects.toMatchObject({ status_code: 404 });
    await expect(client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'uploads/cancelled.info' }))).rejects.toMatchObject({ name: 'NotFound' });
  });
});
