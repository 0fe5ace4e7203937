// Types of scripts/merge-startup.mjs (imported by build.mjs and spec/unit/memberFiles.test.ts).
import type { Metafile } from "esbuild"

/** Merges the chunks `keys` (the entry's chunk first) into `<name>-HASH.js` in `outdir`, points the other chunks at it; the updated metafile. */
export declare function mergeStartup(o: {
  readonly root: string
  readonly outdir: string
  readonly metafile: Metafile
  readonly keys: readonly string[]
  readonly name: string
  readonly entry: string
  readonly minify: boolean
  /** V8's compile hint banner (default true: a startup file is all run at load). */
  readonly compileHints?: boolean
}): Promise<Metafile>
