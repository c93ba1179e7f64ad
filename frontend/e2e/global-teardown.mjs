import fs from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__HYPERFRAME_PRODUCT__;
  if (!state) return;
  await state.product.stop();
  fs.rmSync(state.dataDir, { recursive: true, force: true });
}
