// Flag: a country's flag as an image (a§3 "flag image"), from the flag-icons SVGs (MIT) — never
// regional-indicator emoji, which show as empty boxes or two letters without a colour-emoji font.
// Its URL is made from the code (the build writes each flag as /flag-<code>-<FLAG_SET>.svg,
// scripts/flags.mjs), so nothing but the image itself is fetched. A code without a flag, or an image
// that could not be loaded, keeps a box of the same size (named by the country where the flag was); a
// failed image is tried again when the browser is back online, or after a while online (chunkLoad.ts
// retryLater: 15 s, doubling up to 2 min).
import { useEffect, useState } from "react"
import { retryLater } from "../../app/chunkLoad"
import { FLAG_CODES, FLAG_SET } from "./flagSet"
import "./Flag.css"

/** The codes with a flag, read from FLAG_CODES on first use. */
let codes: ReadonlySet<string> | null = null

/** The URL of the flag of alpha-2 `code` (any case), or null when flag-icons has none for it. */
export const flagUrl = (code: string): string | null => {
  if (!codes) {
    const all = new Set<string>()
    for (let i = 0; i + 2 <= FLAG_CODES.length; i += 2) all.add(FLAG_CODES.slice(i, i + 2))
    codes = all
  }
  const c = code.toLowerCase()
  return codes.has(c) ? `/flag-${c}-${FLAG_SET}.svg` : null
}

/** Props of {@link Flag}. */
export interface FlagProps {
  /** ISO 3166 alpha-2 code, any case ("TR", "gb"). */
  code: string
  /** The country's name when the flag alone carries it (the image's alt text); omit when the name is shown next to it. */
  label?: string
  /** Height in px (width is 4:3 of it); 15 by default. */
  size?: number
  className?: string
}

/** A 4:3 flag image of `code`, or a same-size placeholder when there is none or it could not be loaded. */
export function Flag({ code, label, size = 15, className }: FlagProps) {
  const src = flagUrl(code)
  // The URL whose image failed, how often, and whether it waits for its next try (a new code gets its own).
  const [failure, setFailure] = useState<{ readonly src: string; readonly tries: number; readonly waiting: boolean } | null>(null)
  const waiting = failure !== null && failure.src === src && failure.waiting
  const tries = failure?.tries ?? 0
  useEffect(() => {
    if (!waiting) return
    return retryLater(() => setFailure((f) => f && { ...f, waiting: false }), tries - 1)
  }, [waiting, tries])
  const width = Math.round((size * 4) / 3)
  const cls = `flag${className ? ` ${className}` : ""}`
  if (!src || waiting) {
    return label ? (
      <span className={cls} role="img" aria-label={label} style={{ width, height: size }} />
    ) : (
      <span className={cls} aria-hidden="true" style={{ width, height: size }} />
    )
  }
  return (
    <img
      className={cls}
      src={src}
      alt={label ?? ""}
      title={label}
      width={width}
      height={size}
      loading="lazy"
      decoding="async"
      draggable={false}
      onError={() => setFailure((f) => ({ src, tries: f?.src === src ? f.tries + 1 : 1, waiting: true }))}
    />
  )
}
