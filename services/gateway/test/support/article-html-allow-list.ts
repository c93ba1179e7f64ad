import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * What the browser's article renderer (react-markdown + remark-gfm, no rehype-raw:
 * frontend/src/components/article/markdown-renderer.tsx) can put in an article, as the server renders it
 * too: GFM elements, and per element the attributes with a check of their value. Written out here,
 * apart from the gateway's sanitizer settings, so that a too-wide setting fails the tests.
 */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);
const BASE_URL = 'https://www.hyperframe.test/blog/post';

/** Resolved the way a browser does (entities already decoded by the HTML parser; tabs, newlines, padding dropped). */
function safeUrl(value: string): boolean {
  try {
    return SAFE_SCHEMES.has(new URL(value, BASE_URL).protocol);
  } catch {
    return false;
  }
}

const any = () => true;
const oneOf = (...values: string[]) => (value: string) => values.includes(value);
const tokensOf = (...values: string[]) => (value: string) => value.split(/\s+/).filter(Boolean).every((token) => values.includes(token));
const ALIGN = { align: oneOf('left', 'center', 'right') };

type AttributeRules = Record<string, (value: string) => boolean>;

export const BROWSER_ARTICLE_ALLOW_LIST: Readonly<Record<string, AttributeRules>> = {
  p: {},
  h1: {},
  h2: {},
  h3: {},
  h4: {},
  h5: {},
  h6: {},
  ul: {},
  ol: { start: (value) => /^\d+$/.test(value) },
  li: {},
  blockquote: {},
  pre: {},
  code: { class: (value) => /^language-\S+$/.test(value) },
  em: {},
  strong: {},
  del: {},
  a: { href: safeUrl, title: any, target: oneOf('_blank'), rel: tokensOf('noopener', 'noreferrer', 'nofollow') },
  // srcset only of a stored image's own variants (responsiveImage), with its size in whole pixels.
  img: {
    src: safeUrl,
    alt: any,
    title: any,
    srcset: (value) => value.split(', ').every((candidate) => /^\/media\/[0-9a-f]{64}(?:-[1-9][0-9]{2,3}w)?\.[a-z0-9]{2,5} [1-9][0-9]*w$/.test(candidate)),
    sizes: (value) => /^[a-z0-9 ():,.+-]+$/i.test(value),
    width: (value) => /^[1-9][0-9]*$/.test(value),
    height: (value) => /^[1-9][0-9]*$/.test(value),
    loading: oneOf('lazy'),
    decoding: oneOf('async'),
  },
  table: {},
  thead: {},
  tbody: {},
  tr: {},
  th: ALIGN,
  td: ALIGN,
  hr: {},
  br: {},
  // GFM task boxes only: read-only checkboxes (an <input> without type would be a text box).
  input: { type: oneOf('checkbox'), disabled: any, checked: any, 'aria-label': any },
};

const REQUIRED_ATTRIBUTES: Readonly<Record<string, Record<string, string>>> = { input: { type: 'checkbox' } };

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function children(node: ParentNode): Node[] {
  // A <template>'s markup lives in its content fragment.
  const template = node as { content?: ParentNode };
  return [...node.childNodes, ...(template.content ? template.content.childNodes : [])];
}

function describe(element: Element): string {
  return `<${element.tagName}${element.attrs.map((attr) => ` ${attr.name}="${attr.value.slice(0, 60)}"`).join('')}>`;
}

/** Every element, attribute or comment under `root` that the browser's renderer would never produce. */
export function violationsUnder(root: ParentNode): string[] {
  const found: string[] = [];
  const visit = (node: ParentNode) => {
    for (const child of children(node)) {
      if (child.nodeName === '#comment') found.push(`comment <!--${(child as DefaultTreeAdapterMap['commentNode']).data.slice(0, 60)}-->`);
      if (!isElement(child)) continue;
      const rules = child.namespaceURI === 'http://www.w3.org/1999/xhtml' ? BROWSER_ARTICLE_ALLOW_LIST[child.tagName] : undefined;
      if (!rules) found.push(`element ${describe(child)}`);
      else {
        for (const attr of child.attrs) {
          const rule = rules[attr.name];
          if (!rule) found.push(`attribute ${attr.name} on ${describe(child)}`);
          else if (!rule(attr.value)) found.push(`value of ${attr.name} on ${describe(child)}`);
        }
        for (const [name, value] of Object.entries(REQUIRED_ATTRIBUTES[child.tagName] ?? {})) {
          if (!child.attrs.some((attr) => attr.name === name && attr.value === value)) found.push(`missing ${name}="${value}" on ${describe(child)}`);
        }
      }
      visit(child);
    }
  };
  visit(root);
  return found;
}

const DIV_CONTEXT = parseFragment('<div></div>').childNodes[0] as Element;

/** Article HTML as a page (inside a div) or a feed reader shows it, checked against the allow-list. */
export function articleHtmlViolations(html: string): string[] {
  return violationsUnder(parseFragment(DIV_CONTEXT, html, {}));
}

export function parseHtmlDocument(html: string): DefaultTreeAdapterMap['document'] {
  return parse(html);
}

/** Depth-first, every element under `root` (template contents included). */
export function elementsUnder(root: ParentNode): Element[] {
  const found: Element[] = [];
  const visit = (node: ParentNode) => {
    for (const child of children(node)) {
      if (!isElement(child)) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}
