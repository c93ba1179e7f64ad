export default async function globalTeardown() {
  await globalThis.__TEST_SERVERS__?.stop();
}
