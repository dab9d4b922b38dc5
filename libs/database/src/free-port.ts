import { createServer, type Server } from 'node:net';

/** A TCP port on localhost that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port as number;
}

/**
 * `count` different TCP ports on localhost that were free a moment ago. Every probe is held until
 * all are chosen: one closed too early may be handed out again (5 ports asked one by one had a
 * duplicate about once in 1,500 tries).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes: Server[] = [];
  try {
    for (let index = 0; index < count; index += 1) probes.push(await listening());
    return probes.map((probe) => (probe.address() as { port: number }).port);
  } finally {
    await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  }
}

function listening(): Promise<Server> {
  return new Promise((resolveProbe, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolveProbe(probe));
  });
}
