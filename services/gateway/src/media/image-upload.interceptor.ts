import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { Observable } from 'rxjs';
import { IMAGE_UPLOAD_LIMITS } from './image-upload.limits';

const MEGABYTES = IMAGE_UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/** Multer's refusals, in words the studio can show. */
const MULTER_MESSAGES: Record<string, () => HttpException> = {
  LIMIT_FILE_SIZE: () => new PayloadTooLargeException(`The image is larger than ${MEGABYTES} MB; upload a smaller file`),
  LIMIT_FILE_COUNT: () => new BadRequestException('Upload one image at a time'),
  LIMIT_UNEXPECTED_FILE: () => new BadRequestException("Send the image in the form field 'file'"),
  LIMIT_FIELD_VALUE: () => new BadRequestException(`alt must be at most ${IMAGE_UPLOAD_LIMITS.altMaxLength} characters`),
  LIMIT_FIELD_COUNT: () => new BadRequestException('Too many form fields: send file and alt'),
  LIMIT_PART_COUNT: () => new BadRequestException('Too many form parts: send file and alt'),
  LIMIT_FIELD_KEY: () => new BadRequestException('A form field name is too long'),
};

/**
 * Reads one multipart upload (the image in `file`, its text fields into the body) into memory, within
 * IMAGE_UPLOAD_LIMITS; the guards have run first, so nothing is read for a request without a session.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: IMAGE_UPLOAD_LIMITS.maxBytes,
      files: 1,
      fields: 4,
      parts: 5,
      fieldNameSize: 100,
      // Room for the alt text in any script (UTF-8 bytes); its length in characters is checked by the DTO.
      fieldSize: IMAGE_UPLOAD_LIMITS.altMaxLength * 4,
    },
  }).single('file');

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) =>
      this.upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(toHttpError(error)) : resolve())),
    );
    return next.handle();
  }
}

function toHttpError(error: unknown): HttpException {
  if (error instanceof multer.MulterError) return MULTER_MESSAGES[error.code]?.() ?? new BadRequestException(error.message);
  if (error instanceof HttpException) return error;
  return new BadRequestException('The upload could not be read (a malformed multipart form)');
}
