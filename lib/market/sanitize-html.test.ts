import { hasVisibleContent, safeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml: vendor detail HTML', () => {
  it('keeps text, headings, lists, images and tables', () => {
    const html = '<h3>介绍</h3><p>文字&nbsp;<strong>加粗</strong></p><ul><li>一</li></ul><img src="/images/a.svg" alt="图"><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>介绍</h3><p>文字&nbsp;<strong>加粗</strong></p><ul><li>一</li></ul><img src="/images/a.svg" alt="图" loading="lazy" /><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
  });

  it('drops script, style and iframe elements with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<SCRIPT type="text/javascript">alert(1)</SCRIPT >ok')).toBe('ok');
    expect(sanitizeHtml('before<script>never closed')).toBe('before');
    expect(sanitizeHtml('<svg onload=alert(1)><script>alert(2)</script></svg>x')).toBe('x');
  });

  it('drops every event handler attribute', () => {
    expect(sanitizeHtml('<p><img src=/x.png onerror="alert(2)"></p>')).toBe('<p><img src="/x.png" alt="" loading="lazy" /></p>');
    expect(sanitizeHtml('<p onclick="alert(1)" ONMOUSEOVER=alert(2) title="t">x</p>')).toBe('<p title="t">x</p>');
    // The slash-separated form ends up inside a quoted value, never as an attribute of its own.
    expect(sanitizeHtml('<img/src=x/onerror=alert(1)>')).not.toMatch(/\sonerror=/i);
  });

  it('drops javascript:, vbscript: and data: links, however they are spelled', () => {
    for (const href of ['javascript:alert(3)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'jav&#x61;script:alert(1)', 'javascript&colon;alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>']) {
      expect(sanitizeHtml(`<a href="${href}">下载</a>`)).toBe('<a>下载</a>');
    }
    expect(sanitizeHtml('<img src="data:text/html;base64,PHNjcmlwdD4=">')).toBe('');
  });

  it('keeps safe links, marked so they cannot reach back into the page', () => {
    expect(sanitizeHtml('<a href="https://example.cn/a?b=1&amp;c=2" target="_blank">手册</a>')).toBe(
      '<a href="https://example.cn/a?b=1&amp;c=2" target="_blank" rel="nofollow noopener noreferrer">手册</a>',
    );
    expect(sanitizeHtml('<a href="/application/list" target="_top">列表</a>')).toBe('<a href="/application/list" rel="nofollow noopener noreferrer">列表</a>');
  });

  it('turns broken tags into text or balanced markup', () => {
    expect(sanitizeHtml('<p><b>unclosed')).toBe('<p><b>unclosed</b></p>');
    // Parsed by the HTML standard's rules, as a browser would: a stray </p> is an empty paragraph, "<scr<script>"
    // one unknown tag, and a tag cut off by the end of the input is no tag at all.
    expect(sanitizeHtml('</div></p>text')).toBe('<p></p>text');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)"')).toBe('');
    expect(sanitizeHtml('<table><tr><td>a<td>b</table><div><p>a<div>b</p></div>')).toBe(
      '<table><tr><td>a</td><td>b</td></tr></table><div><p>a</p><div>b<p></p></div></div>',
    );
    expect(sanitizeHtml('a < b && c > d')).toBe('a &lt; b &amp;&amp; c &gt; d');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok<!-- open')).toBe('ok');
    expect(sanitizeHtml('<p title="a&quot;><script>alert(1)</script>">x</p>')).toBe('<p title="a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</p>');
  });

  it('drops hostile markup nested where parsers disagree (mutation XSS)', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>ok')).toBe('ok');
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<svg><p>in svg</p><a href="javascript:alert(1)">x</a></svg>z')).toBe('z');
    expect(sanitizeHtml('<p>x</p><xmp><script>alert(1)</script></xmp><template><img src=x onerror=alert(1)></template>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<div><div><div><p><b><i><script>alert(1)</script>深</i></b></p></div></div></div>')).toBe('<div><div><div><p><b><i>深</i></b></p></div></div></div>');
  });

  it('drops javascript: links written with character references, and never decodes a value twice', () => {
    const decimal = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');
    expect(sanitizeHtml(`<a href="${decimal}alert(1)">e</a>`)).toBe('<a>e</a>');
    expect(sanitizeHtml('<a href="&#x6A;&#x61;vascript&#x3A;alert(1)">e</a>')).toBe('<a>e</a>');
    expect(sanitizeHtml('<a href="jav&#x0A;ascript:alert(1)">e</a>')).toBe('<a>e</a>');
    expect(sanitizeHtml('<img src="&#106;avascript:alert(1)">')).toBe('');
    // Encoded twice: the browser decodes once, to the harmless relative link "jav&#x61;script:…".
    expect(sanitizeHtml('<a href="jav&amp;#x61;script:alert(1)">x</a>')).toBe('<a href="jav&amp;#x61;script:alert(1)" rel="nofollow noopener noreferrer">x</a>');
    expect(sanitizeHtml('<a href="\\\\evil.example">x</a><a href="https://a.cn" rel="opener">y</a>')).toBe('<a>x</a><a href="https://a.cn" rel="nofollow noopener noreferrer">y</a>');
  });

  it('unwraps unknown elements but keeps their text', () => {
    expect(sanitizeHtml('<form action="/x"><input value="1"><font color="red">红</font></form>')).toBe('红');
    expect(sanitizeHtml('<div style="position:fixed" class="x">y</div>')).toBe('<div>y</div>');
  });
});

describe('safeUrl', () => {
  it('allows web, mail and relative urls, and data pictures only for images', () => {
    expect(safeUrl('https://a.cn')).toBe('https://a.cn');
    expect(safeUrl('mailto:a@b.cn')).toBe('mailto:a@b.cn');
    expect(safeUrl('#top')).toBe('#top');
    expect(safeUrl('//evil.example\\x')).toBe('//evil.example\\x');
    expect(safeUrl('/\\evil.example')).toBeNull();
    expect(safeUrl('data:image/png;base64,AAAA', true)).toBe('data:image/png;base64,AAAA');
    expect(safeUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeUrl('data:image/svg+xml;base64,AAAA', true)).toBeNull();
  });

  it('takes a picture without a scheme only from the site root, and drops a picture left without one', () => {
    expect(safeUrl('x', true)).toBeNull();
    expect(safeUrl('images/a.png', true)).toBeNull();
    expect(safeUrl('/images/a.png', true)).toBe('/images/a.png');
    expect(safeUrl('//cdn.example.cn/a.png', true)).toBe('//cdn.example.cn/a.png');
    expect(safeUrl('x')).toBe('x');
    expect(sanitizeHtml('<p>说明<img src="x"></p>')).toBe('<p>说明</p>');
    expect(sanitizeHtml('<p><img src="javascript:alert(1)" alt="a"></p>')).toBe('<p></p>');
  });
});

describe('hasVisibleContent', () => {
  it('is false for markup without text or pictures', () => {
    expect(hasVisibleContent(sanitizeHtml('<p> </p><script>alert(1)</script>'))).toBe(false);
    expect(hasVisibleContent(sanitizeHtml('<p><img src="/a.png"></p>'))).toBe(true);
  });
});
