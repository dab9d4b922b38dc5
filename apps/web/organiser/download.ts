import { callApi } from '../lib/api-client';
import type { ErrorLike } from '../lib/error-text';

/**
 * Fetches a file the organiser may read (the session cookie goes with it) and hands it to the
 * browser as a download, under `filename` or, when null, the name the API gives it; the error
 * when it cannot (no network: status 0).
 */
export async function downloadFile(
  path: string,
  filename: string | null,
): Promise<ErrorLike | null> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { cache: 'no-store' });
  } catch {
    return { statusCode: 0 };
  }
  if (!response.ok) {
    const failed = await callApi(path);
    return failed.ok ? null : failed.error;
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? nameGiven(response.headers.get('content-disposition'));
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

/** The name of a Content-Disposition (the API's are ASCII and quoted). */
function nameGiven(disposition: string | null): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'marque.json';
}
