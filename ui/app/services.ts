// What the views receive from a composition root instead of reaching infrastructure themselves: the
// store's type, the trace exporter, and the few outside services views use (store links, sign-in ways,
// the payment frame, the document head, the call's media). ui/app/compose.ts builds them for the live
// app and ui/app/trace/compose.ts for a read-only trace replay; tests pass their own.
import type { AppEvent } from "../../domain/app/event"
import type { Intent } from "../../domain/app/intents"
import type { AppState } from "../../domain/app/state"
import type { Store } from "../../domain/runtime/store"
import type { DeviceChoices } from "../components/CallDevices"
import type { TracePreview } from "../components/ExportTraceDialog"
import type { WaitingFlag } from "./inputsWaiting"

/** The app's store type. */
export type AppStore = Store<AppState, AppEvent, Intent>

/** Builds the diagnostic trace of the recorded log (redacted; message text only when asked). */
export type TraceExporter = (opts?: { includeText?: boolean }) => Promise<TracePreview>

/** Metadata of one page (a§2): title, description (null: the site default), html lang, URLs absolute. */
export interface HeadMeta {
  readonly title: string
  readonly description: string | null
  /** BCP 47 language of the page's content (html lang). */
  readonly lang: string
  /** Writing direction of that language (html dir); absent: left to right. */
  readonly dir?: "ltr" | "rtl"
  readonly canonical: string | null
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>
}

/** A payment success the payment frame reported (a§4, m§4). gold: coins credited. */
export interface PaymentSuccess {
  readonly orderId: string
  readonly gold: number
}

/** The payment frame of the shop and the call's recharge (a§4, m§4). */
export interface PaymentFrames {
  /** The frame's address for the member, the package (null: none chosen) and the site language. */
  readonly frameUrl: (q: { readonly userId: string; readonly packageId: number | null; readonly lang: string }) => string
  /**
   * Calls `onPaid` for each success message from the frame window `source()` (from the payment page's
   * exact origin, in the expected shape; anything else is ignored). Returns the unsubscribe function.
   */
  readonly listen: (source: () => unknown, onPaid: (paid: PaymentSuccess) => void) => () => void
}

/** The call's media as the video popup uses it (m§4 video, m§5 devices). */
export interface CallMedia {
  /** Shows a slot's stream in `el` (null detaches). */
  readonly attach: (slot: "local" | "remote", el: HTMLVideoElement | null) => void
  /** The cameras and microphones to pick from, and the ones in use. */
  readonly devices: () => Promise<DeviceChoices>
}

/** Everything views need from outside the store. */
export interface ViewServices {
  /** a§2 store pages of the mobile apps (absolute URLs) behind the download QR codes. */
  readonly downloadLinks: { readonly android: string; readonly ios: string }
  /**
   * a§4 which social sign-in ways can work (local stand-in, or a configured client id); `prepare` starts
   * loading the sign-in code when the login popup opens (issue 14: production's providers are a chunk
   * of their own), so a tap on a way does not wait for it. Absent where there is nothing to load.
   */
  readonly socialSignIn: { readonly google: boolean; readonly facebook: boolean; readonly prepare?: () => void }
  readonly payment: PaymentFrames
  /** Writes the page's metadata into the document head (a§2). */
  readonly applyHeadMeta: (meta: HeadMeta) => void
  /** The page's call media; null where there is none (a trace replay shows no video). */
  readonly callMedia: CallMedia | null
  /**
   * Hands the service worker the texts it writes itself (a missed call), in the language shown; absent
   * where there is no worker (a trace replay). `missedCall` holds `{name}`.
   */
  readonly setWorkerTexts?: (texts: { readonly missedCall: string; readonly missedCallUnknown: string; readonly prefix: string }) => void
  /**
   * Whether inputs wait for the member features' kernel (issue 14; ui/app/inputsWaiting.ts): on from the
   * first input the store holds until the kernel is in. Absent where the page starts with the full kernel.
   */
  readonly inputsWaiting?: WaitingFlag
}
