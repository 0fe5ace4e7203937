// Texts looked up by data (a gift id, a system sender's id) in a catalog group of parameterless texts.

/**
 * The text of `key` in catalog group `group` (e.g. `LL.im.gifts.names`), or "" when the group has no
 * such key. typesafe-i18n answers an unknown key with a function returning "", never with undefined, so
 * `group[key] ?? fallback` never falls back: callers test for "" instead.
 */
export const textIn = (group: object, key: string): string => (group as Record<string, (() => string) | undefined>)[key]?.() ?? ''
