import { getSellerToken } from './storage';

// Files the back office downloads (exports, statements, bank files): asked for with a POST, read
// as a blob, handed to the browser as a download under the name the server gave. Not through the
// JSON client; a refusal rejects with the server's Thai message (its first field error first).

export class DownloadError extends Error {}

/** The file name the server gave (RFC 5987 filename* first), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // A malformed name: the plain one below.
    }
  }
  const plain = /filename="([^"]+)"/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

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

/** The Thai message of a refused request: its first field error, its message, or `fallback`. */
export async function refusalMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; fieldErrors?: unknown };
    const fields = body.fieldErrors as Record<string, string[]> | undefined;
    const first = fields ? Object.values(fields).flat()[0] : undefined;
    return first || (typeof body.message === 'string' && body.message) || fallback;
  } catch {
    return fallback;
  }
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
  const token = getSellerToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body ?? {}),
  }).catch(() => null);
  if (!response) throw new DownloadError(fallbackMessage);
  if (!response.ok) throw new DownloadError(await refusalMessage(response, fallbackMessage));
  const blob = await response.blob().catch(() => null);
  if (!blob) throw new DownloadError(fallbackMessage);
  const name = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  saveBlob(blob, name);
  return name;
}
