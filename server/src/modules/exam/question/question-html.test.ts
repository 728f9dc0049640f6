import { countBlankMarkers, hasVisibleContent, sanitizeQuestionHtml } from './question-html';

describe('question HTML sanitizer', () => {
  it('should strip scripts, event handlers and javascript: links', () => {
    const html = sanitizeQuestionHtml(
      '<p onclick="steal()">题干<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">点</a></p>',
    );
    expect(html).toBe('<p>题干点</p>');
    expect(html).not.toMatch(/script|onerror|onclick|javascript/i);
  });

  it('should keep the allowed formatting and images from http(s) or /api/ only', () => {
    expect(sanitizeQuestionHtml('<p><strong>粗</strong><em>斜</em><u>下</u><s>删</s>H<sub>2</sub>O x<sup>2</sup><code>ls</code></p>')).toBe(
      '<p><strong>粗</strong><em>斜</em><u>下</u><s>删</s>H<sub>2</sub>O x<sup>2</sup><code>ls</code></p>',
    );
    expect(sanitizeQuestionHtml('<img src="/api/blade-resource/attach/1.png" alt="图">')).toBe(
      '<img src="/api/blade-resource/attach/1.png" alt="图" />',
    );
    expect(sanitizeQuestionHtml('<img src="https://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" />');
    expect(
      sanitizeQuestionHtml('<p>a<img src="data:image/png;base64,AAAA"><img src="//evil.example.com/x.png"><img src="../secret.png"></p>'),
    ).toBe('<p>a</p>');
    expect(sanitizeQuestionHtml('<span style="color:red;position:fixed">红</span><iframe src="https://x"></iframe><div>块</div>')).toBe(
      '<span style="color:red">红</span>块',
    );
  });

  it('should tell visible content and count blank markers', () => {
    expect(hasVisibleContent(sanitizeQuestionHtml('<p> &nbsp;</p><script>x</script>'))).toBe(false);
    expect(hasVisibleContent('<img src="https://a.example.com/a.png" />')).toBe(true);
    expect(countBlankMarkers('<p>TCP 的全称是 ___ ，端口 80 对应 <strong>＿＿＿</strong> 协议。__ 不算。</p>')).toBe(2);
  });
});
