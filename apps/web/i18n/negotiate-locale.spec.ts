import { localeRedirectPath, negotiateLocale } from './negotiate-locale';

describe('negotiateLocale', () => {
  it.each([
    [null, 'fr'],
    ['', 'fr'],
    ['*', 'fr'],
    ['de-DE,de;q=0.9', 'fr'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5', 'fr'],
    ['de;q=0.9, en;q=0.8, fr;q=0.7', 'en'],
    ['fr;q=0.5, en;q=0.8', 'en'],
    ['en;q=0, fr', 'fr'],
    ['en;q=abc, fr;q=0.1', 'fr'],
    ['EN-us', 'en'],
    ['en;q=0.8, fr;q=0.8', 'en'],
  ])('serves %p in %p', (acceptLanguage, expected) => {
    expect(negotiateLocale(acceptLanguage)).toBe(expected);
  });
});

describe('localeRedirectPath', () => {
  it.each([
    ['/', null, '/fr'],
    ['/', 'en-US,en;q=0.9', '/en'],
    ['/organiser/tournaments', 'en', '/en/organiser/tournaments'],
    ['/french-open', null, '/fr/french-open'],
  ])('sends %p (Accept-Language %p) to %p', (pathname, acceptLanguage, expected) => {
    expect(localeRedirectPath(pathname, acceptLanguage)).toBe(expected);
  });

  it.each(['/fr', '/en', '/fr/table/K7Q2', '/en/'])('leaves %p alone', (pathname) => {
    expect(localeRedirectPath(pathname, 'en')).toBeNull();
  });
});
