// Flag: a country's flag as an image (a§3 "flag image"), from the flag-icons SVGs (MIT) — never
// regional-indicator emoji, which show as empty boxes or two letters without a colour-emoji font.
// The code -> URL table loads lazily on first use; until then (and for codes without a flag) a box of
// the same size holds the place, so nothing moves when the image arrives.
import { useSyncExternalStore } from "react"
import { importRetrying, retryLater } from "../../app/chunkLoad"
import "./Flag.css"

type Urls = Readonly<Record<string, string>>

let urls: Urls | null = null
let loading: Promise<void> | null = null
const listeners = new Set<() => void>()

/** Failed loads of the URL table so far (each next try waits longer). */
let failures = 0

/**
 * Starts loading the URL table once (a failed file is tried once more under a fresh URL). If that fails
 * too the placeholders stay (names still say the country), and the table is tried again later, as the
 * country names are (chunkLoad.ts retryLater: back online, or after a while online).
 */
const load = (): void => {
  loading ??= importRetrying(() => import("./flagUrls")).then(
    (m) => {
      urls = m.default
      listeners.forEach((l) => l())
    },
    () => {
      retryLater(() => {
        loading = null
        if (listeners.size > 0) load()
      }, failures++)
    },
  )
}

const subscribe = (onChange: () => void): (() => void) => {
  listeners.add(onChange)
  load()
  return () => listeners.delete(onChange)
}

/** The flag URL table once loaded (null before); loading starts with the first subscriber. */
const useFlagUrls = (): Urls | null => useSyncExternalStore(subscribe, () => urls, () => urls)

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

/** A 4:3 flag image of `code`, or a same-size placeholder while loading or when there is none. */
export function Flag({ code, label, size = 15, className }: FlagProps) {
  const table = useFlagUrls()
  const src = table?.[code.toUpperCase()]
  const width = Math.round((size * 4) / 3)
  const cls = `flag${className ? ` ${className}` : ""}`
  if (!src) {
    return label ? (
      <span className={cls} role="img" aria-label={label} style={{ width, height: size }} />
    ) : (
      <span className={cls} aria-hidden="true" style={{ width, height: size }} />
    )
  }
  return <img className={cls} src={src} alt={label ?? ""} title={label} width={width} height={size} loading="lazy" decoding="async" draggable={false} />
}
