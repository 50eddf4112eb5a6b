/** Saves `blob` as `fileName` through a temporary object URL. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `text` as a plain text file. */
export function downloadTextFile(text: string, fileName: string): void {
  downloadBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName);
}
