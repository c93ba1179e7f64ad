import { applyDecorators, BadRequestException, createParamDecorator, ExecutionContext } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import type { RevisionActor } from '@app/contract';
import type { Request } from 'express';

/** The header a studio tab names itself with (issue 27): a conflict can then tell "this tab" from "another tab". */
export const EDITOR_SESSION_HEADER = 'X-Editor-Session';
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The tab's id from X-Editor-Session; null when the request sent none; 400 when it is malformed. */
export const EditorSession = createParamDecorator((_data: unknown, context: ExecutionContext): string | null => {
  const value = context.switchToHttp().getRequest<Request>().headers[EDITOR_SESSION_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !SESSION_ID.test(value)) throw new BadRequestException(`${EDITOR_SESSION_HEADER} must be 1 to 64 letters, digits, - or _`);
  return value;
});

/** The header in the OpenAPI document of every write the editor makes. */
export const ApiEditorSession = () =>
  applyDecorators(
    ApiHeader({
      name: EDITOR_SESSION_HEADER,
      required: false,
      description: "The studio tab's id (1-64 letters, digits, - or _): recorded with the change, so a later 409 can say whether this tab or another made it",
    }),
  );

/** Who a studio request is, as a revision records it. */
export function adminActor(session: string | null, proposal?: { id: number; kind: string; jobId: string | null }): RevisionActor {
  return proposal ? { kind: 'admin', session, proposal } : { kind: 'admin', session };
}
