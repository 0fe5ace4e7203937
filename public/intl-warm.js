// ICU's one-time start, off the main thread (issue 14; ui/boot/intlWarm.ts starts this worker). The
// browser's first Intl formatter loads and initialises its locale data (~25 ms, ~150-290 ms at
// Lighthouse's 4x CPU) and that data is shared by the page's threads: made here first, the main thread's
// first formatter takes well under a millisecond. What the wall's first screen uses: numbers, dates and
// language names.
try {
  new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 }).format(1234)
  new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" }).format(0)
  new Intl.DisplayNames(undefined, { type: "language" }).of("en")
} catch {
  // No Intl data: nothing to warm.
}
close()
