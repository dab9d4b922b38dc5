import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOCALE_NAMES, LOCALES, isLocale, translate } from '../../i18n';
import '../globals.css';

type LocaleParams = { params: Promise<{ locale: string }> };

// Only /fr and /en exist: any other first segment is a 404 without rendering.
export const dynamicParams = false;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  return { title: translate(locale, 'app.name'), description: translate(locale, 'app.tagline') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5d3b' };

export default async function LocaleLayout({
  children,
  params,
}: LocaleParams & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <header className="site-header">
          <Link href={`/${locale}`} className="brand">
            {translate(locale, 'app.name')}
          </Link>
          <nav aria-label={translate(locale, 'nav.language')}>
            <ul className="languages">
              {LOCALES.map((other) => (
                <li key={other}>
                  <Link
                    href={`/${other}`}
                    hrefLang={other}
                    lang={other}
                    // The spoken name keeps the visible "FR"/"EN" so voice control finds it.
                    aria-label={`${LOCALE_NAMES[other]} (${other.toUpperCase()})`}
                    aria-current={other === locale ? 'true' : undefined}
                  >
                    {other.toUpperCase()}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {children}
        <footer className="site-footer">{translate(locale, 'footer.rules')}</footer>
      </body>
    </html>
  );
}
