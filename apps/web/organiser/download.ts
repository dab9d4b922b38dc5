import { callApi } from '../lib/api-client';
import type { ErrorLike } from '../lib/error-text';

/**
 * Fetches a file the organiser may read (Bearer token) and hands it to the browser as a download;
 * the error when it cannot (no network: status 0).
 */
export async function downloadWithToken(
  path: string,
  token: string,
  filename: string,
): Promise<ErrorLike | null> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    return { statusCode: 0 };
  }
  if (!response.ok) {
    const failed = await callApi(path, { token });
    return failed.ok ? null : failed.error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}
