import { freePorts } from './free-port';

describe('freePorts', () => {
  it('never hands out one port twice in a call', async () => {
    // 5 ports asked one by one repeated one about once in 1,500 calls: 300 calls, 1,500 ports.
    for (let call = 0; call < 300; call += 1) {
      const ports = await freePorts(5);
      expect(new Set(ports).size).toBe(5);
    }
  });
});
