'use client';
import { useEffect, useState } from 'react';

/**
 * The address phones open the app at, for QR codes and printed links: `MARQUE_PUBLIC_URL` when
 * the server has it (read by the page on the server and handed down), else the address this page
 * was opened at. `unreachable` is true when that address is this computer's own (localhost), which
 * no phone can reach.
 */
export function usePublicOrigin(publicUrl: string | null): {
  origin: string;
  unreachable: boolean;
} {
  const [here, setHere] = useState<{ origin: string; hostname: string } | null>(null);
  useEffect(() => {
    setHere({ origin: window.location.origin, hostname: window.location.hostname });
  }, []);
  if (publicUrl) return { origin: publicUrl, unreachable: false };
  if (!here) return { origin: '', unreachable: false };
  return { origin: here.origin, unreachable: isLoopback(here.hostname) };
}

/** `localhost`, `127.0.0.1`, `[::1]`…: a name only this computer answers to. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host)
  );
}
