import { ApiProperty } from '@nestjs/swagger';
import type { ErrorBody } from '../all-exceptions.filter';

/** The one error shape every failed request answers (AllExceptionsFilter, the session guards, Bull Board's guard). */
export class ApiErrorDto implements ErrorBody {
  @ApiProperty({ example: 404 })
  statusCode!: number;

  @ApiProperty({ example: 'Post not found' })
  message!: string;
}
