// The scale bench's memory check of the spec's admin list (GET /api/admin/blog/posts), run in a process of
// its own with --expose-gc: the gateway's own code (its build) streams the list from the bench's database
// into gzip and away, while the heap is collected every 500 ms and its live size noted. A list held
// whole would show here as the size of the posts; a streamed one as a constant. Prints one JSON line.
const path = require('node:path');
const zlib = require('node:zlib');
const { pipeline, Writable } = require('node:stream');

const ROOT = path.resolve(__dirname, '../..');
const { DataSource } = require(path.join(ROOT, 'node_modules/typeorm'));
const { buildDataSourceOptions } = require(path.join(ROOT, 'packages/contract/dist'));
const { PostListRepository } = require(path.join(ROOT, 'services/gateway/dist/posts/post-list.repository.js'));
const { adminPostListBody } = require(path.join(ROOT, 'services/gateway/dist/posts/post-list-stream.js'));

(async () => {
  const dataSource = await new DataSource(buildDataSourceOptions(process.argv[2], { poolSize: 2 })).initialize();
  global.gc();
  const before = process.memoryUsage().heapUsed;
  let liveMax = before;
  const collect = setInterval(() => {
    global.gc();
    liveMax = Math.max(liveMax, process.memoryUsage().heapUsed);
  }, 500);
  let gzipBytes = 0;
  const started = performance.now();
  const body = await adminPostListBody(new PostListRepository(dataSource));
  await new Promise((resolve, reject) =>
    pipeline(body.getStream(), zlib.createGzip(), new Writable({ write: (chunk, _encoding, done) => ((gzipBytes += chunk.length), done()) }), (error) => (error ? reject(error) : resolve())),
  );
  clearInterval(collect);
  const mb = (bytes) => Math.round((bytes / 1024 ** 2) * 10) / 10;
  process.stdout.write(JSON.stringify({ ms: Math.round(performance.now() - started), gzipMb: mb(gzipBytes), liveHeapBeforeMb: mb(before), liveHeapMaxMb: mb(liveMax) }));
  await dataSource.destroy();
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
