// Random ids of the browser adapters: the device id (a§3 deviceId, a 365-day cookie) and the ids the
// relay and the call adapters give their sessions. In a module of its own: the boot script's early
// requests (../gateway/earlyBoot.ts) make the device id of a first visit before the app's code has loaded.

/** 26 or so base-36 characters from 128 random bits (crypto.getRandomValues). */
export const randomId = (): string => crypto.getRandomValues(new Uint32Array(4)).reduce((s, n) => s + n.toString(36), "")

/** A fresh random device id, "web-" and {@link randomId} (a§3: stored as a 365-day cookie). */
export const newDeviceId = (): string => `web-${randomId()}`
