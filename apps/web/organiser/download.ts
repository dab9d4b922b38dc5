import { callApi } from '../lib/api-client';

/** Fetches a file the organiser may read (Bearer token) and hands it to the browser as a download. */
export async function downloadWithToken(
  path: string,
  token: string,
  filename: string,
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      cache: 'no-store',
    });
  } catch {
    return 'offline';
  }
  if (!response.ok) {
    const failed = await callApi(path, { token });
    return failed.ok ? null : failed.error.message || String(response.status);
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
