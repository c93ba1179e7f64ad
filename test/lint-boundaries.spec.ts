import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/**
 * The rules that report `code` as if it were the file at `file` (relative to the checkout). ESLint runs
 * as its own process, as `npm test` runs it: its config is an ES module, which jest's runtime cannot load.
 */
function rulesBroken(file: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const [result] = JSON.parse(output) as { messages: { ruleId: string | null; message: string }[] }[];
      resolve(result.messages.map((message) => `${message.ruleId}: ${message.message}`));
    });
    child.stdin.end(code);
  });
}

/**
 * The rules broken by each of `cases`, linted by one ESLint process (its API, as `npm run lint` has it): one
 * process per case would cost seconds each.
 */
function rulesBrokenByEach(cases: { file: string; code: string }[]): Promise<string[][]> {
  const program = `
    import { ESLint } from 'eslint';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const eslint = new ESLint({ cwd: process.cwd() });
    const results = [];
    for (const { file, code } of JSON.parse(input)) {
      const [result] = await eslint.lintText(code, { filePath: file });
      results.push(result.messages.map((message) => message.ruleId + ': ' + message.message));
    }
    process.stdout.write(JSON.stringify(results));
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', program], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(JSON.parse(output) as string[][]));
    child.stdin.end(JSON.stringify(cases));
  });
}

/** Every front-end feature folder there is: a new one the lint config does not know fails the test below. */
const FEATURE_FOLDERS = fs.readdirSync(path.join(ROOT, 'frontend/src/features')).sort();
const STUDIO_SHELL = 'studio-shell';

// The boundaries are only worth having if the config still matches the folders: each case breaks one.
describe('lint: import boundaries', () => {
  it.each([
    ['a feature importing another feature', 'frontend/src/features/blog/components/x.tsx', "import { useLogin } from '@/features/auth/api/login';\nexport const x = useLogin;\n", /Features do not import each other/],
    ['a feature importing another by a relative path', 'frontend/src/features/posts/components/x.tsx', "import { PostCard } from '../../blog/components/post-card';\nexport const x = PostCard;\n", /Features do not import each other/],
    ['a studio feature importing another studio feature', 'frontend/src/features/posts/components/x.tsx', "import { PostProposals } from '@/features/proposals/components/post-proposals';\nexport const x = PostProposals;\n", /Features do not import each other/],
    ['a studio feature importing another by a relative path', 'frontend/src/features/calendar/components/x.tsx', "import { PublishChecklist } from '../../trust/components/publish-checklist';\nexport const x = PublishChecklist;\n", /Features do not import each other/],
    ['a studio feature importing the studio shell', 'frontend/src/features/productions/components/x.tsx', "import { PostEditor } from '@/features/studio-shell/components/post-editor';\nexport const x = PostEditor;\n", /Features do not import each other/],
    ['the studio shell importing a public feature', 'frontend/src/features/studio-shell/components/x.tsx', "import { PostCard } from '@/features/blog/components/post-card';\nexport const x = PostCard;\n", /Features do not import each other/],
    ['a public page importing the studio\'s shared widgets', 'frontend/src/features/blog/components/x.tsx', "import { toast } from '@/components/studio/toast';\nexport const x = toast;\n", /Public code never imports the studio/],
    ['public shared code importing the studio\'s shared code', 'frontend/src/components/ui/x.tsx', "import { POSTS_KEY } from '@/lib/studio/query-keys';\nexport const x = POSTS_KEY;\n", /Public code never imports the studio/],
    ['the app shell importing the studio\'s shared code', 'frontend/src/app/x.tsx', "import { notifyError } from '@/components/studio/notify';\nexport const x = notifyError;\n", /Public code never imports the studio/],
    ['the studio\'s shared code importing a feature', 'frontend/src/components/studio/x.tsx', "import { PostCard } from '@/features/posts/components/post-card';\nexport const x = PostCard;\n", /must not depend on a feature/],
    ['shared front-end code importing a feature', 'frontend/src/components/ui/x.tsx', "import { PostCard } from '@/features/blog/components/post-card';\nexport const x = PostCard;\n", /must not depend on a feature/],
    ['the browser importing server code', 'frontend/src/lib/x.ts', "import { BlogPost } from '@app/contract';\nexport type X = BlogPost;\n", /The browser imports only @app\/site/],
    ['the site package depending on the contract', 'packages/site/src/x.ts', "import { BlogPost } from '@app/contract';\nexport type X = BlogPost;\n", /The site package depends on nothing/],
    ['a shared package importing a service', 'packages/contract/src/x.ts', "import { AppModule } from '../../../services/gateway/src/app.module';\nexport const x = AppModule;\n", /A shared package never imports a service/],
    ['a service importing the demo content', 'services/worker/src/x.ts', "import { DEMO_POSTS } from '@app/demo-content';\nexport const x = DEMO_POSTS;\n", /a service never imports it/],
    ['the gateway importing the worker', 'services/gateway/src/x.ts', "import { createWorker } from '../../worker/src/worker.factory';\nexport const x = createWorker;\n", /The gateway never imports the worker/],
    ['a public page importing @mui/material', 'frontend/src/features/site/components/x.tsx', "import Button from '@mui/material/Button';\nexport const x = Button;\n", /MUI and emotion are for the studio/],
    ['shared front-end code importing a Material icon', 'frontend/src/components/layout/x.tsx', "import MenuIcon from '@mui/icons-material/Menu';\nexport const x = MenuIcon;\n", /MUI and emotion are for the studio/],
    ['the app shell importing @mui/material', 'frontend/src/app/x.tsx', "import { ThemeProvider } from '@mui/material/styles';\nexport const x = ThemeProvider;\n", /MUI and emotion are for the studio/],
    ['a public page styling with @mui/system at run time', 'frontend/src/features/blog/components/x.tsx', "import { styled } from '@mui/system';\nexport const x = styled;\n", /MUI and emotion are for the studio/],
    ['a shared component styling with emotion at run time', 'frontend/src/components/ui/x.tsx', "import { css } from '@emotion/react';\nexport const x = css;\n", /MUI and emotion are for the studio/],
    ['the worker importing the gateway', 'services/worker/src/x.ts', "import { createApp } from '../../gateway/src/app.factory';\nexport const x = createApp;\n", /The worker never imports the gateway/],
  ])('reports %s', async (_name, file, code, expected) => {
    expect((await rulesBroken(file, code)).join('\n')).toMatch(expected);
  });

  it('accepts a feature using shared code and its own files', async () => {
    const code = "import { paths } from '@/config/paths';\nimport { postExcerpt } from '../lib/rules';\nexport const x = [paths, postExcerpt];\n";
    expect(await rulesBroken('frontend/src/features/blog/components/x.tsx', code)).toEqual([]);
  });

  it('lets the studio use @mui/material', async () => {
    const code = "import Button from '@mui/material/Button';\nexport const x = Button;\n";
    expect(await rulesBroken('frontend/src/features/posts/components/x.tsx', code)).toEqual([]);
  });

  it('keeps every feature out of every other, except the studio shell composing the studio', async () => {
    // Each feature imports the next one (in folder order); the shell imports a public feature instead.
    const cases = FEATURE_FOLDERS.map((feature, index) => {
      const other = feature === STUDIO_SHELL ? 'blog' : FEATURE_FOLDERS[(index + 1) % FEATURE_FOLDERS.length];
      return { file: `frontend/src/features/${feature}/components/x.tsx`, code: `import { y } from '@/features/${other}/components/y';\nexport const x = y;\n` };
    });
    const broken = await rulesBrokenByEach(cases);
    expect(FEATURE_FOLDERS.filter((_feature, index) => !broken[index].some((rule) => /Features do not import each other/.test(rule)))).toEqual([]);
  });

  it('lets the studio shell compose the studio features, and a studio feature use the studio\'s shared code', async () => {
    const shell = "import { EditPostModal } from '@/features/posts/components/edit-post-modal';\nimport { PublishChecklist } from '@/features/trust/components/publish-checklist';\nexport const x = [EditPostModal, PublishChecklist];\n";
    const feature = "import { ConfirmDialog } from '@/components/studio/confirm-dialog';\nimport { refreshPosts } from '@/lib/studio/query-keys';\nimport { draftBadge } from '../lib/post-labels';\nexport const x = [ConfirmDialog, refreshPosts, draftBadge];\n";
    expect(await rulesBrokenByEach([
      { file: 'frontend/src/features/studio-shell/components/x.tsx', code: shell },
      { file: 'frontend/src/features/posts/components/x.tsx', code: feature },
    ])).toEqual([[], []]);
  });

  it('reports an import cycle', async () => {
    // mobile-menu.tsx imports nav-links.tsx: a nav-links that imported the menu back would close a cycle.
    const code = "import MobileMenu from './mobile-menu';\nexport const x = MobileMenu;\n";
    expect((await rulesBroken('frontend/src/components/layout/nav-links.tsx', code)).join('\n')).toMatch(/import-x\/no-cycle/);
  });
});

// docs/architecture.md, "One way to reach the data": a query outside a repository fails lint.
describe('lint: every query in a repository', () => {
  const QUERIES: [string, string][] = [
    ['raw SQL', "await manager.query('SELECT id FROM blog_posts WHERE id = $1', [id]);"],
    ['a query builder', "await manager.createQueryBuilder().update(BlogPost).set({ published: true }).where('id = :id', { id }).execute();"],
    ['a TypeORM repository', 'await manager.getRepository(BlogPost).findOneBy({ id });'],
    ['an EntityManager read', 'await manager.findOneBy(BlogPost, { id });'],
    ['an EntityManager write', "await manager.update(BlogPost, id, { title: 'x' });"],
  ];
  const module = (statement: string) =>
    `import { BlogPost } from '@app/contract';\nimport { EntityManager } from 'typeorm';\n\nexport type Post = BlogPost;\n\nexport async function run(manager: EntityManager, id: number): Promise<void> {\n  ${statement}\n}\n`;
  const PLACES = ['services/gateway/src/posts/x.service.ts', 'services/worker/src/jobs/handlers/x.handler.ts', 'packages/contract/src/posts/x.ts'];

  it('reports each kind of query in a service, a handler and a shared package', async () => {
    const cases = PLACES.flatMap((file) => QUERIES.map(([name, statement]) => ({ name: `${name} in ${file}`, file, code: module(statement) })));
    const broken = await rulesBrokenByEach(cases);
    expect(cases.filter((_case, index) => !broken[index].some((rule) => /Every query lives in a repository/.test(rule))).map((found) => found.name)).toEqual([]);
  });

  it('accepts the same queries in a repository, and a service handing its transaction to repositories', async () => {
    const service = `import { EntityManager } from 'typeorm';\nimport { PostsRepository } from './posts.repository';\n\nexport async function run(manager: EntityManager, id: number): Promise<void> {\n  const posts = new PostsRepository(manager);\n  await manager.transaction(async (tx) => new PostsRepository(tx).update({ id }, { title: 'x' }));\n  await posts.find([1, 2].find(Boolean) ?? id);\n}\n`;
    const cases = [
      ...QUERIES.map(([, statement]) => ({ file: 'services/gateway/src/posts/x.repository.ts', code: module(statement) })),
      ...QUERIES.map(([, statement]) => ({ file: 'packages/contract/src/posts/x.repository.ts', code: module(statement) })),
      { file: 'services/gateway/src/posts/x.service.ts', code: service },
    ];
    expect(await rulesBrokenByEach(cases)).toEqual(cases.map(() => []));
  });
});
