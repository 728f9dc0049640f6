/** The visible text of sanitized HTML (a stem) for one-line labels; DOMParser loads and runs nothing. */
export function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
