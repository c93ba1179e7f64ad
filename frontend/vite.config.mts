import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Preloads the heading font (its file name is hashed) so the hero text does not wait for the CSS. */
function preloadHeadingFont(): Plugin {
  return {
    name: 'hyperframe:preload-heading-font',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => /space-grotesk-latin-wght-normal-[^/]*\.woff2$/.test(file));
        return font
          ? [{ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font}`, crossorigin: '' }, injectTo: 'head' }]
          : [];
      },
    },
  };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';

export default defineConfig(({ command }) => {
  // A build started from a test run inherits NODE_ENV=test, which would bundle React's development
  // build: a production bundle is always built for production.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
  plugins: [react(), preloadHeadingFont()],
  resolve: {
    alias: {
      '@site': here('../services/shared/src/site/index.ts'),
      '@blog-rules': here('../services/shared/src/blog/index.ts'),
      '@': here('./src'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/media': backend },
  },
  preview: {
    port: 4173,
    proxy: { '/api': backend, '/media': backend },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The gateway reads it to preload each route's chunks with the page (no lazy-load waterfall).
    manifest: true,
  },
};
});
