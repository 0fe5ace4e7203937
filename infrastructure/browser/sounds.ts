// Message sounds (m§4): public/sounds/message.wav loaded on `preload` (2 s after start) and played on
// `play`; autoplay refusals and missing audio are ignored (never throws).
import type { Sounds } from "../../domain/runtime/ports"

/** URL of each sound under the site root. */
export const SOUND_URLS = { message: "/sounds/message.wav" } as const

/** The Sounds port over HTMLAudioElement (`make` creates an audio element; injectable for tests). */
export const makeSounds = (make: (url: string) => HTMLAudioElement = (url) => new Audio(url)): Sounds["Service"] => {
  const loaded = new Map<string, HTMLAudioElement>()
  const get = (sound: keyof typeof SOUND_URLS) => {
    let a = loaded.get(sound)
    if (!a) {
      a = make(SOUND_URLS[sound])
      a.preload = "auto"
      loaded.set(sound, a)
    }
    return a
  }
  return {
    preload: () => {
      try {
        get("message").load()
      } catch {
        /* no audio support */
      }
    },
    play: (sound) => {
      try {
        const a = get(sound)
        a.currentTime = 0
        void a.play()?.catch(() => undefined)
      } catch {
        /* no audio support */
      }
    },
  }
}
