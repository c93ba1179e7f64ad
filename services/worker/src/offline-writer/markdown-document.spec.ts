import { parseArticle, renderArticle } from './markdown-document';

describe(parseArticle.name, () => {
  it("reads the writer's own output back", () => {
    const document = { intro: 'Intro.', sections: [{ heading: 'One', body: 'First.' }, { heading: 'Two', body: '- a\n- b' }] };
    expect(parseArticle(renderArticle(document))).toEqual(document);
  });

  it('finds the sections the API and the studio find (issue 26: one scanner)', () => {
    const markdown = ['Intro.', '', '## C#', '', 'Body.', '', '```md', '## Not a heading', '```', '', '   ## Indented ##', '', 'Last.'].join('\r\n');
    expect(parseArticle(markdown)).toEqual({
      intro: 'Intro.',
      sections: [
        { heading: 'C#', body: 'Body.\n\n```md\n## Not a heading\n```' },
        { heading: 'Indented', body: 'Last.' },
      ],
    });
  });
});
