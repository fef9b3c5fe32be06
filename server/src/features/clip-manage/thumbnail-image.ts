import sharp from 'sharp';
import type { ThumbnailFormat } from '@clipyard/shared/contract';
import { THUMBNAIL_MAX_WIDTH } from '@clipyard/shared/media';
import { ApiError } from '../../http/api-error';
import { sniffImageType } from '../../http/uploaded-image';

/** An uploaded thumbnail's size: the frame thumbnails' largest, in 16:9. */
const WIDTH = THUMBNAIL_MAX_WIDTH;
const HEIGHT = (THUMBNAIL_MAX_WIDTH * 9) / 16;

/**
 * An uploaded image as the clip's thumbnail (issue 23 item 2): recognised by its content only, decoded with a pixel
 * limit (decompression bombs), turned upright, cropped to fill 16:9 and re-encoded to webp and avif, so the files
 * served are ours (no metadata, nothing smuggled in the original).
 */
export async function toClipThumbnails(bytes: Buffer): Promise<Record<ThumbnailFormat, Buffer>> {
  if (!sniffImageType(bytes)) throw new ApiError('IMAGE_INVALID', 'Only png, jpeg, gif, webp and avif images are accepted');
  try {
    const fitted = sharp(bytes, { limitInputPixels: 50_000_000, animated: false }).rotate().resize(WIDTH, HEIGHT, { fit: 'cover' });
    const [webp, avif] = await Promise.all([fitted.clone().webp({ quality: 80 }).toBuffer(), fitted.clone().avif({ quality: 55, effort: 4 }).toBuffer()]);
    return { webp, avif };
  } catch {
    throw new ApiError('IMAGE_INVALID', 'The image could not be decoded');
  }
}
