import { type ChangeEvent, useId, useState } from 'react';
import { ErrorAlert } from './error-alert';
import { checkFile } from './file-rules';

interface SingleFileUploadProps {
  label: string;
  /** Allowed MIME types, from the calling screen (spec 5 "Uploads"). */
  accept: readonly string[];
  maxBytes: number;
  errorTitle: string;
  errorMessage: string;
  onFile: (file: File) => void;
}

/** Spec 2.13 single file upload: the caller gives the allowed types and the size limit. */
export function SingleFileUpload({
  label,
  accept,
  maxBytes,
  errorTitle,
  errorMessage,
  onFile,
}: SingleFileUploadProps) {
  const id = useId();
  const [isErrorOpen, setErrorOpen] = useState(false);
  const [fileName, setFileName] = useState('');

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (checkFile(file, { accept, maxBytes })) {
      setErrorOpen(true);
      return;
    }
    setFileName(file.name);
    onFile(file);
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept.join(',')}
        onChange={onChange}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-emerald-800 file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      {fileName ? <p className="mt-1 text-sm text-slate-600">{fileName}</p> : null}
      <ErrorAlert
        isOpen={isErrorOpen}
        title={errorTitle}
        message={errorMessage}
        onClose={() => setErrorOpen(false)}
      />
    </div>
  );
}
