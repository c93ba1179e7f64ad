import { applyDecorators, Type } from '@nestjs/common';
import { ApiCookieAuth, ApiDefaultResponse, ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { ApiErrorDto } from '../common/dto/api-error.dto';

/** Any failure answers {statusCode, message}: the front end reads it as a typed error. */
export const ApiErrors = () => ApiDefaultResponse({ type: ApiErrorDto, description: 'Any error: {statusCode, message}' });

/** An admin controller: the session cookie, and the error shape. */
export const ApiAdmin = () => applyDecorators(ApiCookieAuth(), ApiErrors());

/** An opt-in paged list: the whole array without ?page=&pageSize=, one page with either. */
export const ApiListOrPage = (item: Type, page: Type) =>
  applyDecorators(
    ApiExtraModels(item, page),
    ApiOkResponse({
      description: 'Without ?page=&pageSize=: every item. With either: one page of summaries.',
      schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(item) } }, { $ref: getSchemaPath(page) }] },
    }),
  );
