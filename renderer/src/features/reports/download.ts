/**
 * Saves text as a file through a blob URL and a temporary link (the browser's download, or the
 * desktop app's save dialog). The text is encoded as UTF-8, so a leading BOM stays the 3 bytes
 * spreadsheets look for.
 */
export function downloadText(fileName: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
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
