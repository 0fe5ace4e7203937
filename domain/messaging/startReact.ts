// The messaging feature's startup reactor (issue 14, with ./start.ts): what every page's messaging does
// before sign-in, a visitor's too: the sound preload and coin banner timers at AppStarted, the preload
// at the sound timer.
import type { AppEvent, AppState, Cmd } from "../app/types"
import { COIN_BANNER_RESHOW_MS, SOUND_PRELOAD_DELAY_MS } from "../constants"
import { COIN_BANNER_TIMER, SOUND_TIMER } from "./state"

/** AppStarted: the sound preload timer and the coin banner's re-show timer; the sound timer: the preload. */
export const reactStartMessaging = (s: AppState, e: AppEvent): Cmd[] => {
  if (e._tag === "AppStarted") {
    const cmds: Cmd[] = [{ _tag: "StartTimer", key: SOUND_TIMER, ms: SOUND_PRELOAD_DELAY_MS }]
    const closedAt = s.messaging.coinBanner.closedAt
    if (!s.messaging.coinBanner.visible && closedAt !== null) cmds.push({ _tag: "StartTimer", key: COIN_BANNER_TIMER, ms: closedAt + COIN_BANNER_RESHOW_MS - e.at })
    return cmds
  }
  return e._tag === "TimerElapsed" && e.key === SOUND_TIMER ? [{ _tag: "PreloadSounds" }] : []
}

