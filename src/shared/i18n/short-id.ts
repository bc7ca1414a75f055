/**
 * A message id's short form in built code and catalogues (scripts/i18n/message-plugin.ts): its
 * 32-bit FNV-1a hash in base 36, at most 7 characters. `npm run i18n` checks that no two ids
 * share one; the runtime shortens an id made at run time the same way.
 */
export function shortId(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
