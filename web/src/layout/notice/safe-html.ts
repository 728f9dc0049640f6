/**
 * A second, browser-side allowlist over notice HTML (the server already sanitizes it): only formatting,
 * list, table, link and image elements survive, links and images only with http(s)/mailto (and raster
 * data: images), no event handlers, and styles only for a few plain properties. Parsing happens in an
 * inert document, so nothing in the input runs.
 */
const allowedTags = new Set([
  'P',
  'BR',
  'HR',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'BLOCKQUOTE',
  'PRE',
  'CODE',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'STRIKE',
  'DEL',
  'INS',
  'SUB',
  'SUP',
  'MARK',
  'SMALL',
  'SPAN',
  'DIV',
  'UL',
  'OL',
  'LI',
  'A',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
  'CAPTION',
  'COLGROUP',
  'COL',
  'FIGURE',
  'FIGCAPTION',
]);
/** Elements removed together with their content (everything else not allowed is unwrapped). */
const droppedTags = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'TEMPLATE',
  'NOSCRIPT',
  'SVG',
  'MATH',
  'LINK',
  'META',
  'BASE',
]);
const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  A: ['href', 'title', 'target'],
  IMG: ['src', 'alt', 'title', 'width', 'height'],
  OL: ['start'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan', 'scope'],
  COL: ['span'],
};
const allowedStyles = [
  'color',
  'background-color',
  'text-align',
  'text-decoration',
  'font-weight',
  'font-style',
  'font-size',
  'line-height',
  'width',
  'height',
];
const safeUrl = /^(https?:|mailto:|\/(?!\/))/i;
const safeDataImage = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

function cleanStyle(element: HTMLElement): void {
  const kept = allowedStyles
    .map((name) => [name, element.style.getPropertyValue(name)] as const)
    .filter(([, value]) => value !== '' && !/url\(|expression|javascript:/i.test(value));
  element.removeAttribute('style');
  for (const [name, value] of kept) {
    element.style.setProperty(name, value);
  }
}

function cleanElement(element: Element): void {
  const allowed = allowedAttributes[element.tagName] ?? [];
  for (const attribute of [...element.attributes]) {
    if (attribute.name !== 'style' && !allowed.includes(attribute.name)) {
      element.removeAttribute(attribute.name);
    }
  }
  for (const name of ['href', 'src']) {
    const value = element.getAttribute(name)?.trim();
    if (value !== undefined && !safeUrl.test(value) && !(name === 'src' && safeDataImage.test(value))) {
      element.removeAttribute(name);
    }
  }
  if (element.tagName === 'A' && element.getAttribute('target') === '_blank') {
    element.setAttribute('rel', 'noopener noreferrer');
  }
  if (element instanceof HTMLElement && element.hasAttribute('style')) {
    cleanStyle(element);
  }
}

function cleanChildren(parent: Node): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.ELEMENT_NODE) {
      const element = child as Element;
      if (droppedTags.has(element.tagName.toUpperCase())) {
        element.remove();
        continue;
      }
      cleanChildren(element);
      if (allowedTags.has(element.tagName.toUpperCase())) {
        cleanElement(element);
      } else {
        element.replaceWith(...element.childNodes);
      }
    } else if (child.nodeType !== Node.TEXT_NODE) {
      child.remove();
    }
  }
}

/** The HTML with everything outside the allowlist removed. */
export function safeNoticeHtml(html: string): string {
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  cleanChildren(document.body);
  return document.body.innerHTML;
}
