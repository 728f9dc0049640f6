import { hasVisibleContent, sanitizeNoticeHtml } from './notice-html';

describe('notice HTML sanitizer', () => {
  it('should keep formatting, lists, links, images and tables', () => {
    const html =
      '<h2>通知</h2><p style="text-align: center; color: #ff0000"><strong>加粗</strong> <em>斜体</em> <u>下划线</u></p>' +
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol><a href="https://example.com/a" target="_blank">链接</a><a ' +
      'href="mailto:a@b.cn">邮件</a>' +
      '<img src="https://example.com/x.png" alt="图"><img src="data:image/png;base64,iVBORw0KGgo="><table><tbody><tr><td ' +
      'colspan="2">格</td></tr></tbody></table>';
    const clean = sanitizeNoticeHtml(html);
    expect(clean).toContain('<h2>通知</h2>');
    expect(clean).toContain('<p style="text-align:center;color:#ff0000"><strong>加粗</strong> <em>斜体</em> <u>下划线</u></p>');
    expect(clean).toContain('<ol start="2"><li>二</li></ol>');
    expect(clean).toContain('<a href="https://example.com/a" target="_blank" rel="noopener noreferrer">链接</a>');
    expect(clean).toContain('<a href="mailto:a@b.cn">邮件</a>');
    expect(clean).toContain('<img src="https://example.com/x.png" alt="图" />');
    expect(clean).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(clean).toContain('<td colspan="2">格</td>');
  });

  it('should remove scripts, event handlers, dangerous URLs, iframes and style expressions', () => {
    const html =
      '<p onclick="alert(1)">a<script>alert(2)</script></p><img src=x onerror="alert(3)"><a href="javascript:alert(4)">b</a>' +
      '<a href="JaVaScRiPt&colon;alert(5)">c</a><iframe src="https://evil.example"></iframe><style>p{color:red}</style>' +
      '<p style="width: expression(alert(6)); background-color: url(javascript:alert(7))">d</p><img ' +
      'src="data:image/svg+xml;base64,PHN2Zz4=">' +
      '<a href="//evil.example/x">e</a><form action="https://evil.example"><input name="q"></form><object data="x"></object>';
    const clean = sanitizeNoticeHtml(html);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript|iframe|expression|svg|evil|<style|<form|<input|<object/i);
    // A relative image source stays (it points at this site); its handler does not.
    expect(clean).toBe('<p>a</p><img src="x" /><a>b</a><a>c</a><p>d</p><a>e</a>');
  });

  it('should tell empty content from visible content', () => {
    expect(hasVisibleContent(sanitizeNoticeHtml('<p> &nbsp; </p><script>x</script>'))).toBe(false);
    expect(hasVisibleContent(sanitizeNoticeHtml('<p><img src="https://example.com/x.png"></p>'))).toBe(true);
    expect(hasVisibleContent(sanitizeNoticeHtml('<p>开学</p>'))).toBe(true);
  });
});
