import { NextResponse, type NextRequest } from 'next/server';
import { localeRedirectPath } from './i18n/negotiate-locale';

/** Sends a path without a locale (`/`, a shared `/organiser` link) to the visitor's language. */
export function proxy(request: NextRequest) {
  const target = localeRedirectPath(
    request.nextUrl.pathname,
    request.headers.get('accept-language'),
  );
  if (target === null) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = target;
  const response = NextResponse.redirect(url);
  // The answer depends on the browser's languages: caches must not share it across them.
  response.headers.set('Vary', 'Accept-Language');
  return response;
}

export const config = {
  // Not the API proxy, Next's own assets, or files such as /favicon.ico.
  matcher: ['/((?!api/|_next/|.*\\..*).*)'],
};
