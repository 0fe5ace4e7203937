// The files the boot script modulepreloads with the app's module (issue 14), from its data attributes
// (written by build.mjs): the startup's files; for a page that starts signed in, the member features'
// files; the catalog of the language the app will show (English's is in the app's module); and, signed
// in, that language's deferred member texts. Without the last two they were requested only once the app
// had started, a round trip after its files.

/** The boot script's data attributes (dataset keys): space-separated URLs, or "<code> <URL>" pairs for the texts. */
export interface BootData {
  readonly preload?: string | undefined
  readonly memberPreload?: string | undefined
  readonly catalogs?: string | undefined
  readonly memberTexts?: string | undefined
}

/** The URL paired with `code` in "<code> <URL> <code> <URL> ..." pairs, or "". */
export const fileOf = (pairs: string | undefined, code: string): string => {
  const words = (pairs ?? "").split(" ").filter((w) => w !== "")
  for (let i = 0; i + 1 < words.length; i += 2) if (words[i] === code) return words[i + 1]!
  return ""
}

/**
 * The URLs to modulepreload, in order, for a page showing `language` (a§1 code, as AppStarted will
 * choose it), `signedIn` when it starts with a stored session. A language without a catalog of its own
 * shows English's, so its member texts are English's.
 */
export const bootPreloads = (data: BootData, language: string, signedIn: boolean): string[] => {
  const catalog = fileOf(data.catalogs, language)
  const texts = signedIn ? fileOf(data.memberTexts, catalog ? language : "en") : ""
  return [data.preload ?? "", signedIn ? (data.memberPreload ?? "") : "", catalog, texts]
    .join(" ")
    .split(" ")
    .filter((href) => href !== "")
}
