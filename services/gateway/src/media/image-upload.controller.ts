import { Body, Controller, HttpCode, HttpStatus, Post, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { ApiAdmin } from '../api-docs/api-responses';
import { AdminSessionGuard } from '../auth/admin-session.guard';
import { IMAGE_UPLOAD_FORM, ImageUploadDto, UploadedImageDto } from './dto/image-upload.dto';
import { ImageUploadInterceptor } from './image-upload.interceptor';
import { IMAGE_UPLOAD_PATH } from './image-upload.limits';
import { ImageUploadService } from './image-upload.service';

/** Image uploads for the featured image and the content (issue 28). */
@ApiTags('Media')
@ApiAdmin()
@Controller(IMAGE_UPLOAD_PATH.slice(1))
@UseGuards(AdminSessionGuard)
export class ImageUploadController {
  constructor(private readonly uploads: ImageUploadService) {}

  /**
   * Stores one image with its alt text: 201 with its URL, size and markdown. 400 for anything that is not a
   * whole JPEG, PNG, WebP, AVIF or GIF within the size limits, or without alt text; 413 over 15 MB.
   */
  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(ImageUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { ...IMAGE_UPLOAD_FORM, required: [...IMAGE_UPLOAD_FORM.required] } })
  @ApiCreatedResponse({ type: UploadedImageDto })
  upload(@UploadedFile() file: Express.Multer.File | undefined, @Body() body: ImageUploadDto): Promise<UploadedImageDto> {
    return this.uploads.upload(file, body.alt);
  }
}
