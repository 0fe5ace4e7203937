// VidChat background worker (a§1: registered at startup). Two jobs, kept small on purpose:
// 1. installability: a fetch handler for page navigations only, answered from the network — nothing is
//    cached and API, media and script requests are never touched (they go to the network untouched);
// 2. web push: shows a notification for each push (Firebase Cloud Messaging's JSON payload, or plain
//    text); a click focuses an open window of the site (moving it to the pushed path) or opens one.
// Bump SW_VERSION with every change so browsers install the new worker.
const SW_VERSION = "vidchat-sw-1"
const APP_NAME = "VidChat"

self.addEventListener("install", () => {
  self.skipWaiting()
})

self.addEventListener("fetch", (event) => {
  const req = event.request
  if (req.mode !== "navigate" || req.method !== "GET") return
  event.respondWith(fetch(req))
})

/** A same-origin path from a pushed link, else "/" (other sites are never opened). */
function safePath(link) {
  if (typeof link !== "string" || link === "") return "/"
  try {
    const url = new URL(link, self.location.origin)
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : "/"
  } catch {
    return "/"
  }
}

/** The notification of a push payload: FCM JSON {notification, data, fcmOptions} or plain text. */
function notificationOf(data) {
  let payload = {}
  try {
    payload = data ? data.json() : {}
  } catch {
    payload = { notification: { body: data ? data.text() : "" } }
  }
  if (payload === null || typeof payload !== "object") payload = {}
  const n = payload.notification && typeof payload.notification === "object" ? payload.notification : {}
  const d = payload.data && typeof payload.data === "object" ? payload.data : {}
  const text = (v) => (typeof v === "string" ? Array.from(v).slice(0, 500).join("") : "")
  const link = (payload.fcmOptions && payload.fcmOptions.link) || n.click_action || d.url || d.link
  return {
    title: text(n.title) || text(d.title) || APP_NAME,
    options: {
      body: text(n.body) || text(d.body),
      icon: "/icon.svg",
      badge: "/icon.svg",
      tag: text(d.tag) || undefined,
      data: { path: safePath(link), version: SW_VERSION },
    },
  }
}

self.addEventListener("push", (event) => {
  const { title, options } = notificationOf(event.data)
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener("notificationclick", (event) => {
  event.notification.close()
  const path = safePath(event.notification.data && event.notification.data.path)
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then(async (windows) => {
      const own = windows.find((w) => new URL(w.url).origin === self.location.origin)
      if (!own) return self.clients.openWindow(path)
      const focused = await own.focus()
      if (path !== "/" && focused && typeof focused.navigate === "function") await focused.navigate(path)
      return focused
    }),
  )
})
