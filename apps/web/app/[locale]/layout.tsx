import type { Metadata, Viewport } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { LanguageSwitch } from '../../components/language-switch';
import { LOCALES, isLocale, translate } from '../../i18n';
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
  return {
    title: translate(locale, 'app.name'),
    description: translate(locale, 'app.tagline'),
    // Icons and manifest from public/ (the referee page names its own table's manifest).
    icons: {
      icon: [
        { url: '/icon.svg', type: 'image/svg+xml' },
        { url: '/favicon.ico', sizes: '32x32' },
      ],
      apple: '/icon-192.png',
    },
    manifest: '/manifest.webmanifest',
  };
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
        <a className="skip-link" href="#content">
          {translate(locale, 'nav.skip')}
        </a>
        {/*
         * The links every page carries do not prefetch their pages: a phone on a hall's wifi
         * spends neither data nor main thread on pages nobody asked for (the language switch
         * would fetch this very page in the other language). They load when followed.
         */}
        <header className="site-header">
          <Link href={`/${locale}`} className="brand" prefetch={false}>
            {translate(locale, 'app.name')}
          </Link>
          <Suspense>
            <LanguageSwitch locale={locale} label={translate(locale, 'nav.language')} />
          </Suspense>
        </header>
        <div id="content" className="content">
          {/* Each page hands its client components their messages (PageMessages). */}
          {children}
        </div>
        <footer className="site-footer">
          <Link href={`/${locale}/rules`} prefetch={false}>
            {translate(locale, 'footer.rules')}
          </Link>
        </footer>
      </body>
    </html>
  );
}
