import { cleanMarkdown, htmlToMarkdown, htmlToText } from './html-to-markdown';

describe(htmlToMarkdown.name, () => {
  it('turns headings, emphasis, lists, links, code and GFM tables into clean markdown', () => {
    const { markdown, warnings } = htmlToMarkdown(
      '<h2>Cutting</h2><p>Use <strong>J-cuts</strong> and <em>L-cuts</em>. See <a href="https://example.com/a">this</a>.</p>' +
        '<ul><li>one</li><li>two</li></ul><pre><code>ffmpeg -i in.mp4</code></pre>' +
        '<table><thead><tr><th>Tool</th><th>Price</th></tr></thead><tbody><tr><td>Resolve</td><td>Free</td></tr></tbody></table>',
    );
    expect(markdown).toContain('## Cutting');
    expect(markdown).toContain('**J-cuts**');
    expect(markdown).toContain('_L-cuts_');
    expect(markdown).toContain('[this](https://example.com/a)');
    expect(markdown).toMatch(/^-\s+one$/m);
    expect(markdown).toContain('```\nffmpeg -i in.mp4\n```');
    expect(markdown).toContain('| Tool | Price |');
    expect(markdown).toContain('| Resolve | Free |');
    expect(warnings).toEqual([]);
  });

  it('drops scripts, styles, forms and unsafe links and reports each; no <script> text survives', () => {
    const { markdown, warnings } = htmlToMarkdown(
      '<p>Hello</p><script>alert(1)</script><style>p{}</style><p onclick="x()">Text &lt;script&gt;steal()&lt;/script&gt;</p>' +
        '<a href="javascript:alert(1)">click</a><img src="data:image/png;base64,AAAA" alt="x"><form><input name="q"></form>',
    );
    expect(markdown).not.toMatch(/<\s*script/i);
    expect(markdown).not.toContain('alert(1)');
    expect(markdown).not.toContain('javascript:');
    expect(markdown).not.toContain('data:image');
    expect(markdown).toContain('Hello');
    expect(markdown).toContain('click');
    expect(warnings).toEqual(
      expect.arrayContaining([
        '<script> element removed',
        '<style> element removed',
        '<form> element removed',
        'Inline event handlers (on...= attributes) removed',
        '2 link(s) or image(s) with an unsafe address (javascript:, data:, ...) removed',
        '2 piece(s) of <script> text removed',
      ]),
    );
  });

  it('turns a video frame into a link and lists the images of the body', () => {
    const { markdown, images } = htmlToMarkdown('<iframe src="https://www.youtube.com/embed/abc"></iframe><p><img src="/wp-content/uploads/a b.jpg" alt="A [b]"></p>');
    expect(markdown).toContain('[Embedded media](https://www.youtube.com/embed/abc)');
    expect(markdown).toContain('![A  b](/wp-content/uploads/a%20b.jpg)');
    expect(images).toEqual(['/wp-content/uploads/a b.jpg']);
  });
});

describe(cleanMarkdown.name, () => {
  it('keeps markdown as written but takes out raw script blocks and script text', () => {
    const { markdown, warnings, images } = cleanMarkdown('# Title\n\n<script>evil()</script>\n\nText ![x](images/a.png)\n');
    expect(markdown).toBe('# Title\n\n\n\nText ![x](images/a.png)');
    expect(warnings).toEqual(['<script> element removed']);
    expect(images).toEqual(['images/a.png']);
  });
});

describe(htmlToText.name, () => {
  it('makes plain text of an HTML excerpt', () => {
    expect(htmlToText('<p>Grow <strong>fast</strong> &amp; <a href="https://x.y">well</a></p>')).toBe('Grow fast & well');
  });
});
