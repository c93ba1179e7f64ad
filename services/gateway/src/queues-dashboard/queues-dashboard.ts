import { INestApplication } from '@nestjs/common';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { AUTHENTICATION_REQUIRED } from '../auth/admin-session.guard';
import { remainingSessionMs } from '../auth/admin-session';
import { AppConfig } from '../config/app-config';
import { JobQueueService } from '../jobs/job-queue.service';

/** Bull Board's path; it is one of ADMIN_SESSION_PATHS, so the admin session is loaded below it. */
export const QUEUES_DASHBOARD_PATH = '/admin/queues';
const LOGIN_PAGE = '/admin-login';

/**
 * Only a signed-in admin: a page navigation without a session goes to the sign-in page, the
 * dashboard's own API calls (and anything not asking for HTML) get the admin API's 401 JSON.
 */
export function requireAdminSession(config: AppConfig): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (remainingSessionMs(request, config.session.ttlSeconds) > 0) return next();
    const wantsPage = request.method === 'GET' && !request.path.startsWith('/api/') && (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) {
      response.redirect(302, LOGIN_PAGE);
      return;
    }
    response.status(401).json({ statusCode: 401, message: AUTHENTICATION_REQUIRED });
  };
}

/** Bull Board (every BullMQ queue of the job contract) at /admin/queues, behind the admin session. */
export function mountQueuesDashboard(app: INestApplication, config: AppConfig): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(QUEUES_DASHBOARD_PATH);
  createBullBoard({
    queues: app.get(JobQueueService).allQueues().map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Hyperframe queues' } },
  });
  // Bull Board serves from an express app of its own, which would name its framework in every answer
  // (the gateway's own app has it disabled): the same setting here.
  const dashboard = serverAdapter.getRouter() as Express;
  dashboard.disable('x-powered-by');
  app.use(QUEUES_DASHBOARD_PATH, requireAdminSession(config), dashboard);
}
