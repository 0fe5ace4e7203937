// The Big List of Naughty Strings (github.com/minimaxir/big-list-of-naughty-strings, MIT, see
// corpora/blns.LICENSE), kept in the repository so hostile-input tests run on any clean checkout.
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

let cached: string[] | null = null

/** Every BLNS string (about 500: markup, SQL, Unicode edge cases, emoji, right-to-left text). */
export const blnsStrings = (): string[] =>
  (cached ??= JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), "corpora", "blns.json"), "utf8")) as string[])
