/**
 * Saves a blob as a file through a blob URL and a temporary link (the browser's download, or the
 * desktop app's save dialog).
 */
function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy once the click is handled; the URL is freed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Saves text as a file. The text is encoded as UTF-8, so a leading BOM stays the 3 bytes
 * spreadsheets look for.
 */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([content], { type }));
}

/** Saves a file the core sent as base64 (a PDF, a ZIP) with its bytes unchanged. */
export function downloadBase64(fileName: string, dataBase64: string, type: string): void {
  const binary = atob(dataBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  downloadBlob(fileName, new Blob([bytes], { type }));
}
