import { createParamDecorator, ExecutionContext } from '@nestjs/common';

/** The request id pino-http assigned (X-Request-Id): stored on the ai_jobs row and sent to the worker's logs. */
export const RequestId = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const id = context.switchToHttp().getRequest<{ id?: unknown }>().id;
  return typeof id === 'string' ? id : undefined;
});
