import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { drawableText } from '@app/site';
import { IMAGE_UPLOAD_LIMITS, UPLOAD_TYPES_TEXT } from '../image-upload.limits';

/** The OpenAPI schema of the multipart form: the image in `file` (multer reads it; it is not a body field) and its alt text. */
export const IMAGE_UPLOAD_FORM = {
  type: 'object',
  required: ['file', 'alt'],
  properties: {
    file: { type: 'string', format: 'binary', description: `A ${UPLOAD_TYPES_TEXT} image, at most ${IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB` },
    alt: { type: 'string', maxLength: IMAGE_UPLOAD_LIMITS.altMaxLength, description: 'What the image shows (required)' },
  },
} as const;

/** POST /api/admin/media (multipart/form-data): the text fields; the image itself arrives in `file`. */
export class ImageUploadDto {
  // A form field does not pass the JSON bodies' text rule (security/body-text.middleware): applied here.
  @Transform(({ value }) => (typeof value === 'string' ? drawableText(value, 'single-line').trim() : value))
  @IsString({ message: 'alt text is required: describe the image for people who cannot see it' })
  @IsNotEmpty({ message: 'alt text is required: describe the image for people who cannot see it' })
  @MaxLength(IMAGE_UPLOAD_LIMITS.altMaxLength, { message: `alt must be at most ${IMAGE_UPLOAD_LIMITS.altMaxLength} characters` })
  @ApiProperty({ maxLength: IMAGE_UPLOAD_LIMITS.altMaxLength, description: 'What the image shows (required)' })
  alt!: string;
}

export class ImageVariantDto {
  @ApiProperty() width!: number;
  @ApiProperty({ example: '/media/<hash>-800w.jpg' }) url!: string;
}

/** A stored upload: where it is served and what the editor puts in the post. */
export class UploadedImageDto {
  @ApiProperty({ example: '/media/<hash>.jpg', description: 'The featuredImage value, or the image in the content' }) url!: string;
  @ApiProperty() alt!: string;
  @ApiProperty({ description: 'As stored: upright, at most 2400 px a side' }) width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] }) contentType!: string;
  @ApiProperty({ description: 'Bytes of the stored image' }) byteSize!: number;
  @ApiProperty({ example: '![A cutting room](/media/<hash>.jpg)', description: 'The image as markdown, for the content' }) markdown!: string;
  @ApiProperty({ type: [ImageVariantDto], description: 'The smaller widths it is also served at (each also as WebP where that is smaller)' })
  variants!: ImageVariantDto[];
}
