import { isLocale, translate } from '../../../../../i18n';
import { refereeCodeOf } from '../../../../../referee/referee-code';

/**
 * The referee page's web-app manifest: put on the phone's home screen, it opens this table's
 * sheet (not the home page), full screen, with Marque's icon.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; code: string }> },
): Promise<Response> {
  const { locale, code: typed } = await params;
  const code = refereeCodeOf(typed.replace(/%20/g, ' '));
  if (!isLocale(locale) || !code) return new Response(null, { status: 404 });
  const page = `/${locale}/table/${encodeURIComponent(code)}`;
  const manifest = {
    id: page,
    name: translate(locale, 'referee.appName', { code }),
    short_name: translate(locale, 'referee.appShortName'),
    lang: locale,
    start_url: page,
    scope: page,
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#0b5d3b',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8' },
  });
}
