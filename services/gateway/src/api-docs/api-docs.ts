import { INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { AppModule } from '../app.module';
import { AppConfig, loadConfig } from '../config/app-config';
import { requireAdminSession } from '../queues-dashboard/queues-dashboard';

/** Swagger UI here, the document itself at API_DOCUMENT_PATH. Both are below ADMIN_SESSION_PATHS. */
export const API_DOCS_PATH = '/api/docs';
export const API_DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

/** The gateway's OpenAPI document, from its controllers and DTO decorators. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const info = new DocumentBuilder()
    .setTitle('Hyperframe API')
    .setDescription('The gateway API the front end calls. Admin routes need the session cookie set by POST /api/admin/login.')
    .setVersion('1')
    .addCookieAuth('hf.sid')
    .build();
  // Stable operation ids (Controller_method) so the generated front-end types do not churn.
  return SwaggerModule.createDocument(app, info, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

/** The document without Postgres or Redis: Nest's preview mode scans the modules without creating providers. */
export async function buildOpenApiDocumentOffline(): Promise<OpenAPIObject> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'postgres://offline/none', REDIS_URL: 'redis://offline:1', LOG_LEVEL: 'silent' });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false, abortOnError: false });
  try {
    return buildOpenApiDocument(app);
  } finally {
    await app.close();
  }
}

/** Swagger UI and the JSON document; in production only for a signed-in admin (like Bull Board). */
export function mountApiDocs(app: INestApplication, config: AppConfig): void {
  if (config.isProduction) app.use(API_DOCS_PATH, requireAdminSession(config));
  SwaggerModule.setup(API_DOCS_PATH.slice(1), app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: API_DOCUMENT_PATH.slice(1),
    yamlDocumentUrl: `${API_DOCS_PATH.slice(1)}/openapi.yaml`,
    customSiteTitle: 'Hyperframe API',
  });
}
