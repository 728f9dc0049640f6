/** How long a download's object URL lives after the click (the browser has taken the file by then). */
export const objectUrlLifetimeMs = 1000;

/** Saves bytes as a file through a temporary object URL, revoked shortly after the click. */
export function saveFile(data: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}
