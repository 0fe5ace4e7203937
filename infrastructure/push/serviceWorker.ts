// Registers the background worker at startup (a§1): public/sw.js at the site root (scope "/"), which
// makes the site installable and shows web push notifications. A browser without service workers, or a
// failed registration, leaves the app working without them (push is then "unsupported").

/** URL of the service worker script (copied from public/ by the build). */
export const SERVICE_WORKER_URL = "/sw.js"

/** Registers the worker; resolves with the registration, or null when unsupported or refused (logged). */
export const registerServiceWorker = async (
  container: Pick<ServiceWorkerContainer, "register"> | undefined = (globalThis as { navigator?: Navigator }).navigator?.serviceWorker,
): Promise<ServiceWorkerRegistration | null> => {
  if (!container) return null
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: "/" })
  } catch (err) {
    console.warn("service worker registration failed", err)
    return null
  }
}
