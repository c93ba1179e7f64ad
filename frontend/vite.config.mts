import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { THEME_INIT_SCRIPT } from '../packages/site/src/theme-init';
import { styleSheetTheme, stylesCss } from './src/theme/build-time-styles';
import { STYLE_OBJECTS, styleClassName, type DefinedStyles } from './src/theme/define-styles';
import { staticTheme } from './src/theme/static-theme';
import { theme } from './src/theme/theme';

/**
 * The heading font's @font-face goes inline in index.html (no stylesheet request before first paint)
 * and the font file is preloaded; its name is hashed, so both are written after the bundle exists.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const HEADING_FONT_FILE = here('../node_modules/@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2');

function inlineHeadingFont(): Plugin {
  return {
    name: 'hyperframe:inline-heading-font',
    buildStart() {
      if (this.environment?.config.consumer === 'server') return;
      this.emitFile({ type: 'asset', name: 'space-grotesk-latin-wght-normal.woff2', source: readFileSync(HEADING_FONT_FILE) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const built = Object.keys(context.bundle ?? {}).find((file) => /space-grotesk-latin-wght-normal-[^/]*\.woff2$/.test(file));
        const font = built ? `/${built}` : context.server ? `/@fs${HEADING_FONT_FILE}` : null;
        if (!font) return [];
        const fontFace = `@font-face{font-family:'Space Grotesk Variable';font-style:normal;font-display:swap;font-weight:300 700;src:url(${font}) format('woff2-variations')}`;
        return [
          { tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: font, crossorigin: '' }, injectTo: 'head' },
          { tag: 'style', children: fontFace, injectTo: 'head' },
        ];
      },
    },
  };
}

/** The saved colour scheme is applied by an inline script, first thing in the head (see @app/site's theme-init). */
function inlineThemeInit(): Plugin {
  return {
    name: 'hyperframe:inline-theme-init',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_INIT_SCRIPT, injectTo: 'head' }],
  };
}

/** theme.ts read at build time (see theme/static-theme): its CSS variables, baseline and the values sx resolves against. */
const publicTheme = staticTheme(theme);

/**
 * The theme's CSS variables (both colour schemes, the brand look) and baseline inline in index.html's
 * head: a public page never runs @mui/material to get its colours, and the studio's MUI theme defines
 * the same variables.
 */
function hfTheme(): Plugin {
  return {
    name: 'hyperframe:theme',
    transformIndexHtml: () => [{ tag: 'style', attrs: { id: 'hf-theme' }, children: publicTheme.css, injectTo: 'head' }],
  };
}

const ALIASES = {
  '@app/site': here('../packages/site/src/index.ts'),
  '@': here('./src'),
};

/**
 * The public pages' styles, resolved at build time (see theme/define-styles): a `*.styles.ts` module
 * is run here, each of its style objects becomes a class in a CSS module beside it (resolved by
 * @mui/system's sx against the public theme, so `sx` values mean what they meant at run time), and
 * the browser gets the class names alone. The primitives' classes (components/ui) sit in a cascade
 * layer, so a page's own class on a primitive wins whatever order the rules come in.
 */
function buildTimeStyles(): Plugin {
  const sxTheme = styleSheetTheme(publicTheme);
  const CSS_SUFFIX = '.hf.css';
  /** Each styles module's class names and CSS, by its file; dropped when the file changes (the dev server). */
  const sheets = new Map<string, Promise<{ names: Record<string, string>; css: string }>>();
  const sheetOf = (file: string) => {
    let sheet = sheets.get(file);
    if (!sheet) {
      sheet = runnerImport<{ default: Record<symbol, DefinedStyles> }>(file, { configFile: false, logLevel: 'error', resolve: { alias: ALIASES } }).then(
        ({ module }) => {
          const defined = module.default?.[STYLE_OBJECTS];
          if (!defined) throw new Error(`${file}: the default export is not defineStyles(…)`);
          return {
            names: Object.fromEntries(Object.keys(defined.styles).map((key) => [key, styleClassName(defined.name, key)])),
            css: stylesCss(defined, sxTheme, file.includes('/components/ui/') ? 'hf-ui' : undefined),
          };
        },
      );
      sheets.set(file, sheet);
    }
    return sheet;
  };
  return {
    name: 'hyperframe:build-time-styles',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith(CSS_SUFFIX) ? id : null),
    load: {
      filter: { id: /(\.styles\.ts|\.hf\.css)$/ },
      async handler(id) {
        if (id.endsWith(CSS_SUFFIX)) return (await sheetOf(id.slice(0, -CSS_SUFFIX.length))).css;
        const { names } = await sheetOf(id);
        return `import ${JSON.stringify(id + CSS_SUFFIX)};\nexport default ${JSON.stringify(names)};`;
      },
    },
    // The dev server: an edited styles module gives new classes and a new sheet.
    hotUpdate({ file, modules }) {
      if (!file.endsWith('.styles.ts')) return;
      sheets.delete(file);
      const sheet = this.environment.moduleGraph.getModuleById(file + CSS_SUFFIX);
      return sheet ? [...modules, sheet] : modules;
    },
  };
}

/**
 * The public pages' one style sheet (the build-time styles, see buildTimeStyles) goes inline in
 * index.html's head, as the theme's does: a server-rendered page paints styled with no request for
 * a style sheet first.
 */
function inlineStyleSheet(): Plugin {
  return {
    name: 'hyperframe:inline-style-sheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
          const asset = bundle[file];
          if (!asset || asset.type !== 'asset') return tag;
          return `\n    <style id="hf-styles">${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * Every script and style sheet of the client build is also written compressed once, at the best
 * levels (`.br`: brotli 11, `.gz`: gzip 9), beside the file: the gateway sends these to a browser that
 * accepts them (services/gateway seo/precompressed-assets) instead of compressing each response
 * again at a fast level, so a visitor downloads fewer bytes and no request costs compression CPU.
 */
function precompressAssets(): Plugin {
  return {
    name: 'hyperframe:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/^assets\/.*\.(js|css)$/.test(file)) continue;
        const full = path.join(options.dir!, file);
        const source = readFileSync(full);
        const brotli = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${full}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${full}.gz`, gzip);
      }
    },
  };
}

/**
 * The server sends every public page drawn (see entry-server); the code only makes it interactive.
 * So the entry script and its preloads load at low priority, after what the page shows (the heading
 * font, the cover image), instead of competing with it on a slow connection. (On server-rendered
 * pages the gateway also holds them back until the first paint: see its seo/index-html.)
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'hyperframe:low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
          .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href='),
    },
  };
}

const backend = process.env.VITE_BACKEND_URL ?? 'http://localhost:3000';

/**
 * `vite build --ssr src/entry-server.tsx`: the server renderer the gateway loads (seo/server-renderer):
 * CommonJS with every dependency inside (React's production build), outside the public dist. The entry
 * holds what every render needs; what the app loads lazily stays in chunks/ beside it and is required
 * when a render first needs it (a route's page). The studio and the mobile menu's drawer, never drawn
 * on the server (the gateway serves /admin unrendered), are never loaded there: their code (the studio's
 * charts, date pickers, @mui/material) stays out of the renderer's memory (issue 30).
 */
const serverBuild = {
  outDir: 'dist-ssr',
  emptyOutDir: true,
  target: 'node20',
  sourcemap: false,
  minify: false,
  copyPublicDir: false,
  rolldownOptions: { output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs', chunkFileNames: 'chunks/[name]-[hash].cjs' } },
};

export default defineConfig(({ command, isSsrBuild }) => {
  // A build started from a test run inherits NODE_ENV=test, which would bundle React's development
  // build: a production bundle is always built for production.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
  ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  plugins: [buildTimeStyles(), react(), hfTheme(), inlineStyleSheet(), inlineThemeInit(), inlineHeadingFont(), lowPriorityScripts(), precompressAssets()],
  resolve: {
    alias: ALIASES,
  },
  server: {
    port: 5173,
    proxy: { '/api': backend, '/media': backend },
  },
  preview: {
    port: 4173,
    proxy: { '/api': backend, '/media': backend },
  },
  build: isSsrBuild ? serverBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The gateway reads it to preload each route's chunks with the page (no lazy-load waterfall).
    manifest: true,
    // Every browser this site supports has modulepreload: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // One style sheet for every page, inlined in index.html (see inlineStyleSheet): a route's styles
    // never wait on its chunk, so the server-rendered page is styled at its first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The small modules every public page loads (the router, React's JSX runtime, the site's routes,
        // page data and head tags, the button) as one file instead of nine: fewer requests and less
        // per-file overhead on the wire. React DOM and the query client stay in the entry.
        codeSplitting: {
          groups: [{ name: 'framework', test: /node_modules[\\/](react|react-router|react-router-dom)[\\/]|packages[\\/]site[\\/]src[\\/](brand|pages|routes|head)\.ts|src[\\/]config[\\/]paths|src[\\/]lib[\\/]head|components[\\/]ui[\\/](button|visually-hidden)/ }],
        },
      },
    },
  },
};
});
