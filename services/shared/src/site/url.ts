const SAFE_PROTOCOL = /^(https?|ircs?|mailto|xmpp)$/i;

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
