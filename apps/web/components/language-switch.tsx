'use client';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { LOCALE_NAMES, LOCALES, type Locale } from '../i18n/locales';

/** FR | EN, each link to the same page in the other language. */
export function LanguageSwitch({ locale, label }: { locale: Locale; label: string }) {
  const pathname = usePathname() ?? `/${locale}`;
  const search = useSearchParams()?.toString();
  return (
    <nav aria-label={label}>
      <ul className="languages">
        {LOCALES.map((other) => (
          <li key={other}>
            <Link
              href={`${pathname.replace(/^\/(fr|en)(?=\/|$)/, `/${other}`)}${search ? `?${search}` : ''}`}
              hrefLang={other}
              prefetch={false}
              lang={other}
              // The spoken name starts with the visible "FR"/"EN", so voice control finds it.
              aria-label={`${other.toUpperCase()} – ${LOCALE_NAMES[other]}`}
              aria-current={other === locale ? 'true' : undefined}
            >
              {other.toUpperCase()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
