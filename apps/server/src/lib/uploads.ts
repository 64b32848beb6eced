import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// Uploaded files on the local disk under DATA_DIR/uploads (ARCHITECTURE: object storage when the
// app runs on several machines; decision 0076). Names are random (128 bits) and never reused, so
// a file's URL can be cached forever; a file is written before the row that names it and removed
// after the row is gone.

export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(webp|jpg|png)$/;

export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

/** The public address of an uploaded file (served by modules/store-setup/uploads.routes.ts). */
export function uploadUrl(name: string): string {
  return `/api/uploads/${name}`;
}

export class UploadStore {
  constructor(readonly dir: string) {}

  /** Writes bytes under a new random name (atomically: a reader never sees half a file). */
  async save(bytes: Buffer, ext: 'webp' | 'jpg' | 'png'): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${ext}`;
    const temp = path.join(this.dir, `.${name}.tmp`);
    await writeFile(temp, bytes, { flag: 'wx' });
    await rename(temp, path.join(this.dir, name));
    return name;
  }

  /** Removes files no row names any more; a missing file is fine. */
  async remove(names: readonly string[]): Promise<void> {
    await Promise.all(
      names
        .filter((name) => UPLOAD_NAME_PATTERN.test(name))
        .map((name) => rm(path.join(this.dir, name), { force: true })),
    );
  }

  pathOf(name: string): string | null {
    return UPLOAD_NAME_PATTERN.test(name) ? path.join(this.dir, name) : null;
  }
}
