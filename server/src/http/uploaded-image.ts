import { UPLOADED_IMAGE_MAX_BYTES } from '@clipyard/shared/contract';
import { ApiError } from './api-error';

/**
 * An image a person uploads as base64 in a call's body (a profile picture, a clip's thumbnail): decoded and recognised
 * by its content. Each feature then re-encodes it to what it serves (sharp, with a pixel limit).
 */

/** Decodes the base64 body (a data: URL prefix is tolerated) without trusting it to be well formed. */
export function decodeImageBase64(input: string): Buffer {
  const base64 = input.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0) {
    throw new ApiError('IMAGE_INVALID', 'The image is not valid base64');
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > UPLOADED_IMAGE_MAX_BYTES) throw new ApiError('IMAGE_TOO_LARGE', 'The image is larger than 2 MiB');
  return bytes;
}

/** The formats we accept, by their magic bytes: the content decides, never a name or a declared type. */
export function sniffImageType(bytes: Buffer): 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | null {
  if (bytes.length < 12) return null;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  const brand = bytes.subarray(4, 12).toString('latin1');
  if (brand === 'ftypavif' || brand === 'ftypavis') return 'avif';
  return null;
}
