// Lazy loading of a provider SDK by script tag (Google Identity Services, the Facebook JS SDK): one
// <script async> per address, added on first use only; a failed or timed-out load may be tried again.

/** What the loader needs from the page. */
export interface ScriptHost {
  readonly createScript: () => HTMLScriptElement
  readonly append: (script: HTMLScriptElement) => void
  readonly setTimer: (fn: () => void, ms: number) => () => void
}

/** The page's document as a ScriptHost. */
export const documentHost = (doc: Document): ScriptHost => ({
  createScript: () => doc.createElement("script"),
  append: (s) => void doc.head.appendChild(s),
  setTimer: (fn, ms) => {
    const t = setTimeout(fn, ms)
    return () => clearTimeout(t)
  },
})

/** How long a provider SDK may take to load before the sign-in counts as unavailable, ms. */
export const SCRIPT_TIMEOUT_MS = 20_000

/** A loader: `load(src)` resolves once the script ran, rejects on error or after `timeoutMs`. */
export const makeScriptLoader = (host: ScriptHost, timeoutMs = SCRIPT_TIMEOUT_MS) => {
  const loaded = new Map<string, Promise<void>>()
  const load = (src: string): Promise<void> => {
    const known = loaded.get(src)
    if (known) return known
    const p = new Promise<void>((resolve, reject) => {
      const script = host.createScript()
      const cancel = host.setTimer(() => fail(new Error(`timed out loading ${src}`)), timeoutMs)
      const fail = (err: Error) => {
        cancel()
        loaded.delete(src)
        script.remove()
        reject(err)
      }
      script.async = true
      script.src = src
      script.onload = () => (cancel(), resolve())
      script.onerror = () => fail(new Error(`failed to load ${src}`))
      host.append(script)
    })
    loaded.set(src, p)
    return p
  }
  return { load }
}
export type ScriptLoader = ReturnType<typeof makeScriptLoader>
