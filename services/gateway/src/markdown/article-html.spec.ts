import { parseFragment, serialize } from 'parse5';
import { MARKDOWN_INJECTION_CORPUS } from '../../test/fixtures/markdown-injection-corpus';
import { articleHtmlViolations } from '../../test/support/article-html-allow-list';
import { IMAGE_SLOT_SIZES } from '@app/site';
import { renderMarkdown } from './article-html';

/** The HTML as a browser reads it back (attribute quoting, void tags and entities normalised). */
const normalised = (html: string) => serialize(parseFragment(html));

describe(renderMarkdown.name, () => {
  it.each(MARKDOWN_INJECTION_CORPUS.map((payload) => [payload.name, payload.markdown]))(
    'carries nothing the browser renderer would not: %s',
    (_name, markdown) => {
      expect(articleHtmlViolations(renderMarkdown(markdown))).toEqual([]);
    },
  );

  it('shows raw HTML as text, as the browser does, also after an inline <pre>', () => {
    const html = renderMarkdown('x <pre> y <meta http-equiv=refresh content=0;url=//evil.example/ x=\n\n<script>alert(1)</script>');
    expect(html).toContain('&lt;pre&gt; y &lt;meta');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<(meta|script)/i);
  });

  it('gives a stored image of known size its variants, sizes, width and height; any other image only its src', () => {
    const hash = 'c'.repeat(64);
    const stored = `/media/${hash}.jpg`;
    const markdown = `![Suite](${stored}) ![Unknown](/media/${'d'.repeat(64)}.png) ![Outside](https://images.example.com/a.jpg)`;

    const html = normalised(renderMarkdown(markdown, { [stored]: { width: 1300, height: 700 } }));

    expect(articleHtmlViolations(html)).toEqual([]);
    expect(html).toContain(
      `<img src="${stored}" alt="Suite" srcset="/media/${hash}-480w.jpg 480w, /media/${hash}-800w.jpg 800w, /media/${hash}-1200w.jpg 1200w, ${stored} 1300w" sizes="${IMAGE_SLOT_SIZES.articleContent}" width="1300" height="700" loading="lazy" decoding="async">`,
    );
    expect(html).toContain(`<img src="/media/${'d'.repeat(64)}.png" alt="Unknown" loading="lazy" decoding="async">`);
    expect(html).toContain('<img src="https://images.example.com/a.jpg" alt="Outside" loading="lazy" decoding="async">');
    // The sizes of one render do not leak into the next.
    expect(renderMarkdown(`![Suite](${stored})`)).not.toContain('srcset');
  });

  it('keeps every GFM element and attribute the browser renders', () => {
    const markdown = [
      '# Title',
      '',
      '## Section',
      '',
      'Text with **bold**, *emphasis*, ~~struck~~, `code`, a [link](https://example.com "Example"), [a page](/about),',
      '[mail](mailto:hi@example.com), www.example.com and an ![image](/media/a.png "Cover").',
      'Line  ',
      'break.',
      '',
      '> Quoted',
      '',
      '3. third',
      '4. fourth',
      '',
      '- [x] done',
      '- [ ] todo',
      '',
      '| Left | Centre | Right |',
      '|:-----|:------:|------:|',
      '| 1 | 2 | 3 |',
      '',
      '```ts',
      'const a = 1 < 2 && 3 > 2;',
      '```',
      '',
      '---',
      '',
      '###### Small',
    ].join('\n');
    const html = normalised(renderMarkdown(markdown));
    expect(articleHtmlViolations(html)).toEqual([]);
    for (const fragment of [
      '<h1>Title</h1>',
      '<h2>Section</h2>',
      '<strong>bold</strong>',
      '<em>emphasis</em>',
      '<del>struck</del>',
      '<code>code</code>',
      '<a href="https://example.com" title="Example" target="_blank" rel="noopener noreferrer nofollow">link</a>',
      '<a href="/about">a page</a>',
      '<a href="mailto:hi@example.com">mail</a>',
      '<a href="http://www.example.com" target="_blank" rel="noopener noreferrer nofollow">www.example.com</a>',
      '<img src="/media/a.png" alt="image" title="Cover" loading="lazy" decoding="async">',
      'Line<br>',
      '<blockquote>',
      '<ol start="3">',
      '<input type="checkbox" disabled="" aria-label="Done" checked=""> done',
      '<input type="checkbox" disabled="" aria-label="Not done"> todo',
      '<th align="left">Left</th>',
      '<th align="center">Centre</th>',
      '<td align="right">3</td>',
      '<pre><code class="language-ts">const a = 1 &lt; 2 &amp;&amp; 3 &gt; 2;',
      '<hr>',
      '<h6>Small</h6>',
    ]) {
      expect(html).toContain(fragment);
    }
  });
});
