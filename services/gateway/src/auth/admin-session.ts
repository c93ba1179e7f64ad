import type { Request } from 'express';

/** What the session serializer stores for the one admin. */
export interface AdminUser {
  username: string;
}

declare module 'express-session' {
  interface SessionData {
    /** Epoch milliseconds of the login; the session ends at loginTime + TTL whatever the activity. */
    loginTime?: number;
    passport?: { user?: AdminUser };
  }
}

/** GET /api/admin/status (spec §3 "Admin status"). */
export interface AdminStatus {
  isAuthenticated: boolean;
  /** Whole seconds left before the session ends. */
  remainingTime: number;
  /** ISO timestamp of the login, null when signed out. */
  loginTime: string | null;
}

export const SIGNED_OUT_STATUS: AdminStatus = Object.freeze({ isAuthenticated: false, remainingTime: 0, loginTime: null });

/** Milliseconds left in the request's admin session; 0 when there is none or it has ended. */
export function remainingSessionMs(request: Request, ttlSeconds: number, now = Date.now()): number {
  const session = request.session;
  const loginTime = session?.loginTime;
  if (!session?.passport?.user || typeof loginTime !== 'number') return 0;
  return Math.max(0, loginTime + ttlSeconds * 1000 - now);
}

export function adminStatusOf(request: Request, ttlSeconds: number, now = Date.now()): AdminStatus {
  const remaining = remainingSessionMs(request, ttlSeconds, now);
  if (remaining <= 0) return SIGNED_OUT_STATUS;
  return {
    isAuthenticated: true,
    remainingTime: Math.ceil(remaining / 1000),
    loginTime: new Date(request.session.loginTime as number).toISOString(),
  };
}

/** Ends the request's session on the server (Redis) so a replayed cookie is worthless. */
export function destroySession(request: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!request.session) return resolve();
    request.session.destroy((error: unknown) => (error ? reject(error) : resolve()));
  });
}
