import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Its own text and CDATA, as a reader gets them (entities decoded). */
  text: string;
  children: XmlElement[];
}

/**
 * A document read by a strict XML 1.0 parser (saxes), as a feed reader or a search engine's sitemap
 * reader does: `errors` lists every well-formedness error (characters XML does not allow, broken
 * tags, undeclared prefixes), and `root` its elements.
 */
export function readXml(xml: string): { errors: string[]; root: XmlElement | null } {
  const parser = new SaxesParser({ xmlns: true });
  const errors: string[] = [];
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('error', (error) => errors.push(error.message));
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name, attributes: Object.fromEntries(Object.values(tag.attributes).map((attr) => [attr.name, attr.value])), text: '', children: [] };
    if (stack.length) stack[stack.length - 1].children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    if (stack.length) stack[stack.length - 1].text += text;
  });
  parser.on('cdata', (cdata) => {
    if (stack.length) stack[stack.length - 1].text += cdata;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.write(xml).close();
  return { errors, root };
}

/** Every element named `name` under `root`, depth first. */
export function xmlElements(root: XmlElement | null, name: string): XmlElement[] {
  if (!root) return [];
  return [...(root.name === name ? [root] : []), ...root.children.flatMap((child) => xmlElements(child, name))];
}

/** The text of `element`'s first child named `name`. */
export function childText(element: XmlElement, name: string): string | undefined {
  return element.children.find((child) => child.name === name)?.text;
}
