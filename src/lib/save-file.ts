/** Hands a blob made in the browser to the user as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
