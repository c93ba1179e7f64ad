// First: V8's setting for this process must be in place before any code runs (see the module).
import './public-fast-path/wide-inline-caches';
// Then: it must run before anything else can queue ticks and collect garbage (see the module).
import './public-fast-path/steady-next-tick';
import 'reflect-metadata';
import { runMigrations } from '@app/contract';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`gateway: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  if (config.runMigrations) {
    const ran = await runMigrations(config.databaseUrl);
    if (ran.length) console.log(`gateway: applied migrations ${ran.join(', ')}`);
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  console.log(`gateway: listening on ${config.publicUrl} (port ${config.port})`);
}

void bootstrap();
