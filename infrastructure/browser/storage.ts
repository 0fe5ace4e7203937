// Browser storage for the Storage port (a§3): values with a lifetime in days are cookies (deviceId,
// RC_POP_18, userId, loginToken: 365 days), the rest local storage. Unavailable storage is ignored.

const cookieMap = (): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const part of document.cookie.split(";")) {
    const i = part.indexOf("=")
    if (i < 0) continue
    const k = part.slice(0, i).trim()
    try {
      out[k] = decodeURIComponent(part.slice(i + 1).trim())
    } catch {
      out[k] = part.slice(i + 1).trim()
    }
  }
  return out
}

const safe = <T>(f: () => T, fallback: T): T => {
  try {
    return f()
  } catch {
    return fallback
  }
}

const setCookie = (key: string, value: string, days: number) => {
  document.cookie = `${key}=${encodeURIComponent(value)}; max-age=${Math.round(days * 86400)}; path=/; SameSite=Lax`
}

/** The Storage port over document.cookie and localStorage. */
export const browserStorage = {
  read: (): Record<string, string> => {
    const local: Record<string, string> = safe(() => {
      const o: Record<string, string> = {}
      for (let i = 0; i < localStorage.length; i++) {
        const k = localStorage.key(i)
        if (k !== null) o[k] = localStorage.getItem(k) ?? ""
      }
      return o
    }, {})
    return { ...local, ...cookieMap() }
  },
  set: (key: string, value: string, days?: number) => {
    if (days !== undefined) setCookie(key, value, days)
    else safe(() => localStorage.setItem(key, value), undefined)
  },
  remove: (key: string) => {
    setCookie(key, "", -1)
    safe(() => localStorage.removeItem(key), undefined)
  },
  keepOnly: (keep: ReadonlyArray<string>) => {
    for (const k of Object.keys(cookieMap())) if (!keep.includes(k)) setCookie(k, "", -1)
    safe(() => {
      for (const k of Object.keys(localStorage)) if (!keep.includes(k)) localStorage.removeItem(k)
    }, undefined)
  },
}
