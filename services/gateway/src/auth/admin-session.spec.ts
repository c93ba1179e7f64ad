import type { Request } from 'express';
import { adminStatusOf, remainingSessionMs } from './admin-session';

const TTL = 3600;
const LOGIN = Date.parse('2026-05-01T10:00:00Z');

function requestWith(session: object | undefined): Request {
  return { session } as unknown as Request;
}

describe(adminStatusOf.name, () => {
  const signedIn = requestWith({ loginTime: LOGIN, passport: { user: { username: 'admin' } } });

  it('reports seconds left counted from the login time', () => {
    expect(adminStatusOf(signedIn, TTL, LOGIN + 1000)).toEqual({
      isAuthenticated: true,
      remainingTime: 3599,
      loginTime: '2026-05-01T10:00:00.000Z',
    });
  });

  it('ends exactly at loginTime + TTL', () => {
    expect(adminStatusOf(signedIn, TTL, LOGIN + TTL * 1000)).toEqual({ isAuthenticated: false, remainingTime: 0, loginTime: null });
    expect(remainingSessionMs(signedIn, TTL, LOGIN + TTL * 1000 - 1)).toBe(1);
  });

  it.each([
    ['no session', undefined],
    ['a session without a user', { loginTime: LOGIN }],
    ['a user without a login time', { passport: { user: { username: 'admin' } } }],
  ])('is signed out with %s', (_label, session) => {
    expect(adminStatusOf(requestWith(session), TTL, LOGIN)).toEqual({ isAuthenticated: false, remainingTime: 0, loginTime: null });
  });
});
