import { setUpTestServer } from './test-server';

declare global {
  var marqueStopTestServer: (() => Promise<void>) | undefined;
}

export default async function globalSetup(): Promise<void> {
  globalThis.marqueStopTestServer = await setUpTestServer();
}
