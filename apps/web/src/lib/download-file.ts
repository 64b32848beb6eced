import { ApiError, api, apiErrorText } from './api';

// Files the back office downloads (exports, statements, bank files): asked for with a POST through
// the API client's `download` (so a refused token ends the session like any call), handed to the
// browser as a download under the name the server gave; a refusal rejects with the server's Thai
// message (its first field error first).

export class DownloadError extends Error {}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The Thai message of a refused call: its first field error, its message, or `fallback` (a
 * network failure, or an answer without the server's message).
 */
export function refusalText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.isServerMessage) return fallback;
  return apiErrorText(error) || fallback;
}

/**
 * POSTs `body` as JSON to a shop's file call with its token, saves the file it answers and
 * answers the file's name; rejects with a DownloadError holding the Thai message.
 */
export async function downloadSellerFile(
  path: string,
  body: unknown,
  { fallbackName, fallbackMessage }: { fallbackName: string; fallbackMessage: string },
): Promise<string> {
  try {
    const { blob, filename } = await api.download(path, body ?? {}, {
      auth: 'seller',
      fallbackName,
    });
    saveBlob(blob, filename);
    return filename;
  } catch (error) {
    throw new DownloadError(refusalText(error, fallbackMessage));
  }
}
