import type { NextFunction, Request, RequestHandler, Response } from 'express';

/** Far deeper than any DTO (a post's keywords are 2 levels), far shallower than a stack overflow. */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP = 'The request body is nested too deeply';

/** The nesting depth of a parsed JSON value, measured without recursion, stopping once past `limit`. */
export function jsonDepth(value: unknown, limit = Infinity): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(current)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * After the JSON body parser: a body nested deeper than MAX_BODY_DEPTH answers 400. Validation
 * (class-transformer, class-validator) walks bodies recursively, so a deep enough one would
 * overflow the stack and surface as a 500.
 */
export function rejectDeepBodies(maxDepth = MAX_BODY_DEPTH): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (request.body !== null && typeof request.body === 'object' && jsonDepth(request.body, maxDepth) > maxDepth) {
      response.status(400).json({ statusCode: 400, message: BODY_TOO_DEEP });
      return;
    }
    next();
  };
}
