// Types of build.mjs (imported by spec/bench/run.ts).
import type { Metafile } from "esbuild"

/** One HTML page: its bundle name, entry module, output file and template (with the inject marker). */
export interface Page {
  readonly name: string
  readonly entry: string
  readonly html: string
  readonly template: string
  /** Built alone as one classic script with relative URLs (works from file://). */
  readonly standalone?: boolean
  /** A classic boot script (source path) loaded first in <head>, before the body is parsed. */
  readonly boot?: string
  /** Lazy entries (source paths) modulepreloaded with their static imports. */
  readonly preload?: readonly string[]
  /** Lazy entries (source paths) the boot script modulepreloads, with their static imports outside the startup, when the page starts with a stored session; a production build merges each one's into one file. */
  readonly memberPreload?: readonly string[]
  /** Groups of entries (the page's entry first) whose startup chunks a production build merges into one file each; a private group keeps only what nothing else needs. */
  readonly startupFiles?: ReadonlyArray<StartupFile>
}

/** One merged startup file: the source entries whose chunks it holds; `private`: only what nothing else imports. */
export interface StartupFile {
  readonly entries: readonly string[]
  readonly private?: boolean
}

export declare const PAGES: readonly Page[]
export declare const INJECT_MARKER: string

export interface BuildOptions {
  readonly watch?: boolean
  /** Output folder, absolute or relative to the repository root (default "dist"). */
  readonly outdir?: string
  /** Write .br/.gz siblings (production only; default true). */
  readonly compress?: boolean
  /** No summary output. */
  readonly quiet?: boolean
}

export interface BuildResult {
  /** Absolute output folder. */
  readonly outdir: string
  /** esbuild metafile; output keys are relative to the repository root. */
  readonly metafile: Metafile
  /** The pages built (those whose entry exists). */
  readonly pages: readonly Page[]
  /** The service worker's precache manifest (absolute URLs; revision null for hashed names). */
  readonly precache: readonly PrecacheEntry[]
}

/** One precache manifest entry (workbox-build): the URL and, unless the name is hashed, a content hash. */
export interface PrecacheEntry {
  readonly url: string
  readonly revision: string | null
}

export declare const SERVICE_WORKER_ENTRY: string
export declare const SERVICE_WORKER: string
/** Unhashed public files of the app shell (globs under outdir). */
export declare const SHELL_PUBLIC: readonly string[]
/** esbuild's hashed file names. */
export declare const HASHED_URL: RegExp
/** A page's app shell build outputs, relative to outdir: boot script, startup chunks (entry, static imports, preloads) and CSS; default the main page. */
export declare function shellFiles(metafile: Metafile, outdir: string, page?: Page): string[]
/** The precache manifest of outdir for the shell `files` (workbox-build getManifest). */
export declare function precacheManifest(outdir: string, files: readonly string[]): Promise<PrecacheEntry[]>

export interface StartupSize {
  readonly page: string
  readonly files: readonly { readonly file: string; readonly raw: number; readonly br: number }[]
  /** Bytes, uncompressed and brotli (quality 11). */
  readonly raw: number
  readonly br: number
}

/** A running watch build; `dispose()` stops every esbuild context. */
export interface WatchHandle {
  dispose(): Promise<void>
}

/** Production build (resolves to the result) or, with `watch`, a watching handle. */
export declare function build(options: BuildOptions & { watch: true }): Promise<WatchHandle>
export declare function build(options?: BuildOptions & { watch?: false }): Promise<BuildResult>
/** Metafile output key of a page's entry module. */
export declare function entryOutput(metafile: Metafile, entry: string): string
/** The entry's output key plus every chunk it imports statically (transitively), entry first. */
export declare function staticClosure(metafile: Metafile, entryKey: string): string[]
/** The chunks a page preloads: entry, static closure, then each preload entry with its static closure. */
export declare function startupChunks(metafile: Metafile, page: Page): string[]
/** Startup JS of each page with raw and brotli sizes. */
export declare function startupSizes(metafile: Metafile, pages?: readonly Page[]): StartupSize[]
/** Brotli of a buffer, quality 11 unless `quality` says otherwise. */
export declare function brotli(buf: Uint8Array, quality?: number): Buffer
/** The groups a page's startup is merged into (its `startupFiles`, or one group), checked. */
export declare function startupFileGroups(page: Page): ReadonlyArray<StartupFile>
/** The merge of a page's startup group `index` on `metafile`: the chunk keys, the merged file's name and entry; null when none is built. */
export declare function startupPart(metafile: Metafile, page: Page, index: number): { keys: string[]; name: string; entry: string } | null
/** The merge of a page's member entry `index` (`memberPreload`) on `metafile`: the entry's chunk and its static closure outside the startup and earlier merges (no chunk imported dynamically), the merged file's name and entry; null when there is nothing to merge. */
export declare function memberPart(metafile: Metafile, page: Page, index: number): { keys: string[]; name: string; entry: string } | null
/** The chunks a page modulepreloads when it starts with a stored session: each `memberPreload` entry's chunk and static closure, without the startup's. */
export declare function memberChunks(metafile: Metafile, page: Page): string[]
/** The catalog files by locale (metafile output keys, sorted by locale): each language's own catalog (not English's, in the startup) and each language's deferred member texts; the boot script preloads the page language's. */
export declare function catalogFiles(metafile: Metafile): { catalogs: Array<[string, string]>; member: Array<[string, string]> }

/** The 18+ gate's texts (i18n group `gate`) the static first paint's gate shows. */
export declare const GATE_TEXT_KEYS: ReadonlyArray<"title" | "text" | "enter" | "logIn">

/** The 18+ gate's texts of every catalog, read from the catalogs: `{ code: { title, text, enter, logIn } }`. Throws when a catalog lacks one. */
export declare function gateTexts(): Record<string, { title: string; text: string; enter: string; logIn: string }>
