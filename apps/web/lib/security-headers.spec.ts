import { contentSecurityPolicy, securityHeaders } from './security-headers';

describe('the web app’s security headers', () => {
  it('keep every page out of frames, sniffing and referrers', () => {
    const headers = Object.fromEntries(
      securityHeaders(false).map(({ key, value }) => [key, value]),
    );
    expect(headers).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    });
    expect(headers['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('allow eval for `next dev` only', () => {
    expect(contentSecurityPolicy(false)).not.toContain('unsafe-eval');
    expect(contentSecurityPolicy(true)).toContain("'unsafe-eval'");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "connect-src 'self'"])
      expect(contentSecurityPolicy(false)).toContain(directive);
  });
});
