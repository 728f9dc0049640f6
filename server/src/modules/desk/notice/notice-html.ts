import sanitizeHtml, { type IOptions } from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%|pt)$/];
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|bmp);base64,[a-z0-9+/=\s]+$/i;

/**
 * What notice content may contain: formatting, headings, lists, quotes, code, links (http/https/mailto),
 * images (http/https and base64 raster data URLs), tables, and a few plain style properties whose values
 * must match simple patterns (so no expression(), url() or javascript: can pass). Everything else,
 * scripts, event handlers, iframes, forms and styles among them, is removed.
 */
const OPTIONS: IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'del',
    'ins',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
  },
  allowedStyles: {
    '*': {
      color: COLOR,
      'background-color': COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': LENGTH,
      'line-height': [/^\d(\.\d{1,2})?$/, ...LENGTH],
      width: LENGTH,
      height: LENGTH,
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return target === '_blank' ? { tagName, attribs: { ...rest, target, rel: 'noopener noreferrer' } } : { tagName, attribs: rest };
    },
    img: (tagName, attribs) => {
      const src = attribs['src']?.trim() ?? '';
      if (src.toLowerCase().startsWith('data:') && !DATA_IMAGE.test(src)) {
        const { src: _refused, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs };
    },
  },
  // An image whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** Sanitizes notice HTML with an allowlist; the result is what is stored and served. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** True when the sanitized HTML shows something: text or an image. */
export function hasVisibleContent(html: string): boolean {
  return (
    /<img\s/i.test(html) ||
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}
