import { BadRequestException, Injectable } from '@nestjs/common';
import { makeVariants, normalizeImage, STORED_IMAGE_TYPES, StoredImageType, storedImagePath } from '@app/contract';
import { mediaPath, variantWidths } from '@app/site';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { UploadedImageDto } from './dto/image-upload.dto';
import { IMAGE_UPLOAD_LIMITS, UPLOAD_TYPES_TEXT } from './image-upload.limits';
import { MediaRepository } from './media.repository';

const NOT_READABLE = 'The image could not be read: the file is damaged or not a whole image';

function isStoredType(mime: string): mime is StoredImageType {
  return mime in STORED_IMAGE_TYPES;
}

/** SVG is XML text, which no magic number names: told from its start, to say why it is refused. */
function looksLikeSvg(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 1024).toString('utf8').replace(/^\uFEFF/, '').trimStart().toLowerCase();
  return start.startsWith('<') && start.includes('<svg');
}

/** Markdown's image syntax with the alt text's brackets escaped. */
function markdownImage(alt: string, url: string): string {
  return `![${alt.replace(/([\\[\]])/g, '\\$1')}](${url})`;
}

/**
 * The admin's image uploads (issue 28). A file is judged by its bytes, never by its name or declared type:
 * its magic number must say JPEG, PNG, WebP, AVIF or GIF (file-type), its header's dimensions must be
 * within IMAGE_UPLOAD_LIMITS, and it must decode in full (sharp). It is stored upright, at most 2400 px a
 * side, without any metadata (EXIF GPS included), in the media table the covers use, with its responsive
 * variants made at once, so every gateway serves it and its first visitor waits for nothing.
 */
@Injectable()
export class ImageUploadService {
  constructor(private readonly media: MediaRepository) {}

  async upload(file: Express.Multer.File | undefined, alt: string): Promise<UploadedImageDto> {
    if (!file?.buffer?.length) throw new BadRequestException("Choose an image to upload: send it as multipart/form-data in the field 'file'");
    const type = await this.recognise(file.buffer);
    await this.checkDimensions(file.buffer);
    let normalized: Awaited<ReturnType<typeof normalizeImage>>;
    try {
      normalized = await normalizeImage(file.buffer, type, IMAGE_UPLOAD_LIMITS.maxPixels);
    } catch {
      throw new BadRequestException(NOT_READABLE);
    }
    const { image, pixels } = normalized;
    const variants = await makeVariants(image, pixels);
    await this.media.insertImage(image, { source: 'upload', alt }, variants);
    const url = storedImagePath(image);
    return {
      url,
      alt,
      width: image.width,
      height: image.height,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      markdown: markdownImage(alt, url),
      variants: variantWidths(image.extension, image.width).map((width) => ({ width, url: mediaPath(image.hash, image.extension, width) })),
    };
  }

  private async recognise(bytes: Buffer): Promise<StoredImageType> {
    if (looksLikeSvg(bytes)) throw new BadRequestException(`SVG images are not accepted (they can carry scripts); upload a ${UPLOAD_TYPES_TEXT} image`);
    const found = await fileTypeFromBuffer(bytes);
    if (found && isStoredType(found.mime)) return found.mime;
    throw new BadRequestException(`This file is not a ${UPLOAD_TYPES_TEXT} image${found ? ` (its content is ${found.mime})` : ''}`);
  }

  /** From the header alone: a huge image is refused before a pixel is decoded. */
  private async checkDimensions(bytes: Buffer): Promise<void> {
    let width: number | undefined;
    let height: number | undefined;
    try {
      const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
      width = metadata.autoOrient?.width ?? metadata.width;
      height = metadata.autoOrient?.height ?? metadata.pageHeight ?? metadata.height;
    } catch {
      throw new BadRequestException(NOT_READABLE);
    }
    if (!width || !height) throw new BadRequestException(NOT_READABLE);
    const { maxSide, maxPixels } = IMAGE_UPLOAD_LIMITS;
    if (width > maxSide || height > maxSide || width * height > maxPixels) {
      throw new BadRequestException(
        `The image is ${width} × ${height} pixels; the largest accepted is ${maxSide.toLocaleString('en-GB')} pixels a side and ${maxPixels / 1_000_000} megapixels`,
      );
    }
  }
}
