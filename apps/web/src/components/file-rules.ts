// Upload rules of spec 5 "Uploads": the crop uploader takes JPEG or PNG up to 10485760 bytes; a
// single upload gets its MIME list and size limit from the calling screen.

export const CROP_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CROP_IMAGE_MAX_BYTES = 10_485_760;

export type FileProblem = 'type' | 'size';

export interface FileRules {
  accept: readonly string[];
  maxBytes: number;
}

export function checkFile(file: Pick<File, 'type' | 'size'>, rules: FileRules): FileProblem | null {
  if (!rules.accept.includes(file.type)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  return null;
}
