import sanitizeHtml, { type IOptions } from 'sanitize-html';

const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^\d{1,4}(\.\d{1,2})?(px|em|rem|%)$/];
/** Image sources: absolute http(s) links, or files served by this site under /api/. */
const IMAGE_SOURCE = /^(https?:\/\/[^\s"'<>]+|\/api\/[^\s"'<>]*)$/i;

/**
 * What question stems, options and explanations may contain: paragraphs, line breaks, bold, italic,
 * underline, strike, lists, code, sub/superscript, spans with a colour, and images whose source is an
 * http(s) link or a /api/ path of this site. Everything else (scripts, event handlers, iframes, links,
 * styles beyond colours and image sizes, data: and javascript: URLs) is removed. Same approach as the
 * notice sanitizer (modules/desk/notice/notice-html.ts), with the narrower allowlist of question text.
 */
const OPTIONS: IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'img', 'code', 'pre', 'sub', 'sup', 'span'],
  allowedAttributes: {
    span: ['style'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style'],
  },
  allowedStyles: {
    span: { color: COLOR, 'background-color': COLOR },
    img: { width: LENGTH, height: LENGTH },
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    img: (tagName, attribs) => {
      const src = attribs['src']?.trim() ?? '';
      if (!IMAGE_SOURCE.test(src)) {
        const { src: _refused, ...rest } = attribs;
        return { tagName, attribs: rest };
      }
      return { tagName, attribs: { ...attribs, src } };
    },
  },
  // An image whose source was refused is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs['src'],
};

/** Sanitizes question HTML (stem, option, explanation) with the allowlist above; the result is stored and served. */
export function sanitizeQuestionHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of sanitized HTML (tags removed, entities of spaces collapsed). */
export function plainTextOf(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** True when the sanitized HTML shows something: text or an image. */
export function hasVisibleContent(html: string): boolean {
  return /<img\s/i.test(html) || plainTextOf(html).length > 0;
}

/**
 * Blank markers of a fill-in-the-blank stem: runs of three or more underscores (`___`), ASCII or
 * full-width (＿＿＿). Each marker is one blank, in order.
 */
export const BLANK_MARKER = /[_＿]{3,}/g;

export function countBlankMarkers(html: string): number {
  return plainTextOf(html).match(BLANK_MARKER)?.length ?? 0;
}
