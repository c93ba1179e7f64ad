/** The URL schemes an article's links and images may use (spec §2); relative URLs are allowed too. */
export const SAFE_URL_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const SAFE_PROTOCOL = new RegExp(`^(${SAFE_URL_SCHEMES.join('|')})$`, 'i');

/**
 * Spec §2: links keep only http, https, irc, ircs, mailto and xmpp, plus relative URLs; anything
 * else (javascript:, data:, vbscript:...) becomes ''. The same rule react-markdown applies in the
 * browser (its defaultUrlTransform), so server- and browser-rendered articles agree.
 */
export function safeUrl(value: string): string {
  const colon = value.indexOf(':');
  const questionMark = value.indexOf('?');
  const numberSign = value.indexOf('#');
  const slash = value.indexOf('/');
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(value.slice(0, colon))
  ) {
    return value;
  }
  return '';
}
