// Types of scripts/chromium.mjs (imported by playwright.config.ts and spec/bench).
/** Flags of every Chromium the project starts (e2e, bench, Lighthouse). */
export declare const CHROMIUM_ARGS: readonly string[]
/** Flags of the e2e browsers: CHROMIUM_ARGS with the small fake camera clip (scripts/fakeCamera.mjs). */
export declare function e2eChromiumArgs(): string[]
/** Places looked at, in order, after env CHROMIUM_PATH. */
export declare const CANDIDATES: readonly string[]
/** Path of a Chromium executable; installs Debian's chromium when root on Debian and none is found. */
export declare function findChromium(): string
/** `Chromium 156.0...` of the found browser, or null. */
export declare function chromiumVersion(exe?: string): string | null
