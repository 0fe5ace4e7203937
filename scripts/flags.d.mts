// Types of scripts/flags.mjs (imported by build.mjs and spec/unit/flagSet.test.ts).

/** One flag of flag-icons: lower-case alpha-2 `code` and the absolute path of its 4:3 SVG. */
export interface FlagFile {
  readonly code: string
  readonly file: string
}
/** The flags, sorted by code (two-letter region codes, plus AC and TA). */
export function flagFiles(): FlagFile[]
/** 8 upper-case letters and digits hashed from every flag's code and bytes. */
export function flagSetHash(flags?: FlagFile[]): string
/** The built file name of flag `code` in set `set` ("flag-tr-NJ2MGUPD.svg"). */
export function flagFileName(code: string, set: string): string
/** The text of ui/components/flags/flagSet.ts for the installed flag-icons. */
export function flagSetModule(flags?: FlagFile[]): string
/** Writes every flag into `outdir` under its built name; throws when flagSet.ts is stale. Returns how many. */
export function copyFlags(outdir: string): number
