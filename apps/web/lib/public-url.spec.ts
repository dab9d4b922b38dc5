import { isLoopback } from './public-url';
import { publicUrlFromEnv } from './public-url-env';

describe('publicUrlFromEnv', () => {
  it('reads the public address without its trailing slash', () => {
    expect(publicUrlFromEnv({ MARQUE_PUBLIC_URL: 'https://marque.example.org/' })).toBe(
      'https://marque.example.org',
    );
    expect(publicUrlFromEnv({ MARQUE_PUBLIC_URL: ' http://10.0.0.5:3000/club ' })).toBe(
      'http://10.0.0.5:3000/club',
    );
  });

  it('ignores an unset or unusable address', () => {
    expect(publicUrlFromEnv({})).toBeNull();
    expect(publicUrlFromEnv({ MARQUE_PUBLIC_URL: '' })).toBeNull();
    expect(publicUrlFromEnv({ MARQUE_PUBLIC_URL: 'marque.example.org' })).toBeNull();
    expect(publicUrlFromEnv({ MARQUE_PUBLIC_URL: 'ftp://marque.example.org' })).toBeNull();
  });
});

describe('isLoopback', () => {
  it.each(['localhost', 'LOCALHOST', 'app.localhost', '127.0.0.1', '127.1.2.3', '[::1]', '::1'])(
    '%s is this computer only',
    (host) => expect(isLoopback(host)).toBe(true),
  );
  it.each(['192.168.1.20', 'marque.example.org', '10.0.0.5', 'localhost.example.org'])(
    '%s is reachable from a phone',
    (host) => expect(isLoopback(host)).toBe(false),
  );
});
