import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

interface RegisteredRoute {
  method: string;
  path: string;
}

interface RouterLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every route the running gateway registered, read from the Express router itself (not a list kept by hand). */
function registeredRoutes(testApp: TestApp): RegisteredRoute[] {
  const express = testApp.app.getHttpAdapter().getInstance() as { router?: { stack: RouterLayer[] }; _router?: { stack: RouterLayer[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes: RegisteredRoute[] = [];
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = ([] as string[]).concat(layer.route.path);
    for (const path of paths) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all') routes.push({ method: method.toUpperCase(), path });
      }
    }
  }
  return routes;
}

/** A concrete URL for a route pattern: every parameter becomes 1, any wildcard becomes x. */
function concretePath(pattern: string): string {
  return pattern
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/:\w+/g, '1')
    .replace(/\*\w*/g, 'x');
}

const PUBLIC_ADMIN_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/logout', 'GET /api/admin/status']);

function needsSession(route: RegisteredRoute): boolean {
  const isProtectedArea = /^\/api\/(admin|ai)(\/|$)/.test(route.path);
  return isProtectedArea && !PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.path}`);
}

describe('Every admin and AI route requires a session', () => {
  let sut: TestApp;
  let routes: RegisteredRoute[];

  beforeAll(async () => {
    sut = await createTestApp();
    routes = registeredRoutes(sut).filter(needsSession);
  });

  afterAll(async () => {
    await sut.close();
  });

  it('finds the admin routes (the enumeration itself works)', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);

    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/blog/posts',
        'POST /api/admin/blog/posts',
        'PUT /api/admin/blog/posts/:id',
        'PATCH /api/admin/blog/posts/:id',
        'DELETE /api/admin/blog/posts/:id',
        'GET /api/admin/blog/posts/:id/revisions',
        'POST /api/admin/blog/posts/:id/revisions/:revisionId/restore',
        'GET /api/admin/brand-kit',
        'PUT /api/admin/brand-kit',
        'GET /api/admin/brand-kit/revisions',
        'GET /api/admin/blog/posts/:id/checks',
        'GET /api/ai/productions/:id/checks',
      ]),
    );
  });

  it('answers 401 on every /api/admin/* (but login, logout, status) and /api/ai/* route without a session', async () => {
    const unguarded: string[] = [];
    for (const route of routes) {
      const url = concretePath(route.path);
      const call = request(sut.app.getHttpServer())[route.method.toLowerCase() as 'get'](url);
      const response = route.method === 'GET' || route.method === 'HEAD' ? await call : await call.send({});
      const guarded = response.status === 401 && (route.method === 'HEAD' || response.body?.message === 'Authentication required');
      if (!guarded) unguarded.push(`${route.method} ${route.path} -> ${response.status}`);
    }

    expect(unguarded).toEqual([]);
  });

  it('answers 401 with a forged or expired session cookie too', async () => {
    for (const route of routes) {
      const response = await request(sut.app.getHttpServer())
        [route.method.toLowerCase() as 'get'](concretePath(route.path))
        .set('Cookie', 'hf.sid=s%3Aforged-session.signature');
      expect(`${route.method} ${route.path} -> ${response.status}`).toBe(`${route.method} ${route.path} -> 401`);
    }
  });
});
