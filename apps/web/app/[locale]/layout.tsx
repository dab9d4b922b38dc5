import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { LOCALES, isLocale, translate } from '../../i18n';
import '../globals.css';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  title: 'Marque',
  description: 'Coinche tournaments — 2018 marque',
};
export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b5d3b' };

export default async function LocaleLayout(props: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <header className="site-header">
          <Link href={`/${locale}`} className="brand">
            {translate(locale, 'app.name')}
          </Link>
          <nav aria-label={translate(locale, 'nav.language')} className="languages">
            {LOCALES.map((other) => (
              <Link
                key={other}
                href={`/${other}`}
                hrefLang={other}
                aria-current={other === locale ? 'true' : undefined}
              >
                {other.toUpperCase()}
              </Link>
            ))}
          </nav>
        </header>
        {props.children}
        <footer className="site-footer">{translate(locale, 'footer.rules')}</footer>
      </body>
    </html>
  );
}
