import { safeNoticeHtml } from './safe-html';

describe('safeNoticeHtml', () => {
  it('keeps formatting, lists, tables, safe links and images', () => {
    const html =
      '<p style="text-align: right">Hi <strong>all</strong></p><ol start="2"><li>one</li></ol>' +
      '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><a href="https://example.com" target="_blank">x</a><img ' +
      'src="/a.png" alt="a">';
    expect(safeNoticeHtml(html)).toBe(
      '<p style="text-align: right;">Hi <strong>all</strong></p><ol start="2"><li>one</li></ol>' +
        '<table><tbody><tr><td colspan="2">cell</td></tr></tbody></table><a href="https://example.com" target="_blank" ' +
        'rel="noopener noreferrer">x</a><img src="/a.png" alt="a">',
    );
  });

  it('removes scripts, handlers, unsafe urls and styles, and unwraps unknown elements', () => {
    const html =
      '<script>alert(1)</script><p onclick="alert(2)" class="x">a<iframe src="https://evil"></iframe></p>' +
      '<a href="javascript:alert(3)">b</a><img src="data:text/html;base64,AAAA" onerror="alert(4)"><a href="//evil.example">c</a>' +
      '<custom-tag>d</custom-tag><span style="background: url(https://evil); color: red">e</span><!-- note -->';
    expect(safeNoticeHtml(html)).toBe('<p>a</p><a>b</a><img><a>c</a>d<span style="color: red;">e</span>');
  });
});
