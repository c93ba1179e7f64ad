import { convertShortcodes } from './wordpress-shortcodes';
import { htmlToMarkdown } from './html-to-markdown';

describe(convertShortcodes.name, () => {
  it('turns [caption] into a figure whose caption follows the image', () => {
    const { html, removed } = convertShortcodes('[caption id="attachment_5" align="aligncenter" width="600"]<img src="https://old.blog/a.jpg" alt="Desk" /> The editing desk[/caption]');
    expect(html).toBe('<figure><img src="https://old.blog/a.jpg" alt="Desk" /><figcaption>The editing desk</figcaption></figure>');
    expect(removed).toEqual([]);
    expect(htmlToMarkdown(html).markdown).toBe('![Desk](https://old.blog/a.jpg)\n\n_The editing desk_');
  });

  it('turns [embed], [youtube], [video] and [audio] into links and [gallery] into its images', () => {
    const attachments = new Map([
      ['7', 'https://old.blog/wp-content/uploads/one.jpg'],
      ['8', 'https://old.blog/wp-content/uploads/two.jpg'],
    ]);
    const { html } = convertShortcodes(
      '[embed]https://vimeo.com/1[/embed] [youtube https://youtu.be/x] [video src="https://old.blog/v.mp4"] [audio mp3="https://old.blog/a.mp3"][/audio] [gallery ids="7,8,99"]',
      attachments,
    );
    expect(html).toContain('<a href="https://vimeo.com/1">https://vimeo.com/1</a>');
    expect(html).toContain('<a href="https://youtu.be/x">Video on YouTube</a>');
    expect(html).toContain('<a href="https://old.blog/v.mp4">Video</a>');
    expect(html).toContain('<a href="https://old.blog/a.mp3">Audio</a>');
    expect(html).toContain('<img src="https://old.blog/wp-content/uploads/one.jpg" alt="">');
    expect(html).toContain('<img src="https://old.blog/wp-content/uploads/two.jpg" alt="">');
  });

  it('removes unknown shortcodes (an enclosing one keeps its text) and reports each kind once', () => {
    const { html, removed } = convertShortcodes('<p>[contact-form-7 id="12" title="Contact"]</p><p>[su_box title="Tip"]Keep cuts short.[/su_box] [su_box title="2"]Again[/su_box]</p>');
    expect(html).toBe('<p></p><p>Keep cuts short. Again</p>');
    expect(removed).toEqual(['Unknown shortcode [contact-form-7] removed', 'Unknown shortcode [su_box] removed']);
  });

  it('leaves ordinary bracketed text and escaped shortcodes alone', () => {
    const text = '<p>See note [1] and [Note] and [[caption]] here.</p>';
    expect(convertShortcodes(text)).toEqual({ html: text, removed: [] });
  });
});
