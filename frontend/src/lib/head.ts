import { buildHead, HEAD_MARKER_ATTRIBUTE, serializeJsonLd, type HeadInput } from '@app/site';
import { useEffect } from 'react';

/** Replaces the head tags the server (or a previous page) wrote with this page's. */
export function applyHead(input: HeadInput, origin: string = window.location.origin): void {
  const model = buildHead(input, origin);
  document.title = model.title;
  document.head.querySelectorAll(`[${HEAD_MARKER_ATTRIBUTE}]`).forEach((node) => node.remove());
  for (const { tag, attrs } of model.tags) {
    const element = document.createElement(tag);
    element.setAttribute(HEAD_MARKER_ATTRIBUTE, '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    document.head.appendChild(element);
  }
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute(HEAD_MARKER_ATTRIBUTE, '');
  script.textContent = serializeJsonLd(model.jsonLd);
  document.head.appendChild(script);
}

/** Sets the page's title, description, keywords, canonical, Open Graph, Twitter and JSON-LD tags. */
export function usePageHead(input: HeadInput | null): void {
  const key = input ? JSON.stringify(input) : '';
  useEffect(() => {
    if (input) applyHead(input);
    // The serialized input is the dependency: a new object with the same content changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
