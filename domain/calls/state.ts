// The call slice (m§2 call popups, m§4 call placement/actions/lifecycle): at most one call at a time,
// described by `phase`; a room once closed (`closedRooms`) never opens again, whatever arrives late.
// Timers run exactly while their phase does (ring while ringing; first frame, remote left, tips and
// recharge while joining/live; tips from the video's opening, m§4). `*By` fields hold the seq of the event that caused a change so react
// issues each command once.
import type { RemoteUserInfo } from "../realtime/wire"

/**
 * idle: nothing (maybe the device popup or a receipt on show); checking: explainer / devices / price
 * being checked; confirming: price confirm popup; insufficient: coin purchase prompt; launching: the
 * launch request is out; ringing: outgoing (caller) or incoming (callee) ringing popup; joining: answered,
 * media joining; live: joined (timer runs); ended: closing (leave + hang-up sent), becomes idle at once.
 */
export type CallPhase = "idle" | "checking" | "confirming" | "insufficient" | "launching" | "ringing" | "joining" | "live"

export type CallRole = "caller" | "callee"
export type CallDevice = "camera" | "microphone" | "speakers"

/** Which step of placement is running while `checking`. */
export type CheckStep = "explainer" | "devices" | "price"

/**
 * Why a call ended (m§4, m§8): cancelled (caller cancelled), refused (callee declined), noAnswer (ring
 * timeout or 6), hungUp (this member), remoteHungUp (action 7 from the other), noVideo (30 s without a
 * remote frame), remoteLeft (20 s after the remote left), noCoins (balance could not pay), failed
 * (media join failed or answer refused), pageHidden (mobile page hidden while ringing), answeredElsewhere
 * (this device rang, the member answered on another one).
 */
export type CallEndReason =
  | "cancelled"
  | "refused"
  | "noAnswer"
  | "hungUp"
  | "remoteHungUp"
  | "noVideo"
  | "remoteLeft"
  | "noCoins"
  | "failed"
  | "pageHidden"
  | "answeredElsewhere"

/**
 * Call toasts (m§8). hungUpByRemote / hungUpByYou name who hung up; noAnswer (100001/100002, 5 for the
 * caller, 6, ring timeout); cancelled (2 for the callee, 5 for the callee's own refusal); needFriend
 * (100003); blocked (100005: either member blocked the other, issue 12); tryAgain (100000, network);
 * noVideo, remoteLeft, noCoins (the call ended for that reason).
 */
export type CallToastKey =
  | "hungUpByRemote"
  | "hungUpByYou"
  | "noAnswer"
  | "cancelled"
  | "needFriend"
  | "blocked"
  | "tryAgain"
  | "noVideo"
  | "remoteLeft"
  | "noCoins"
  | "friendAddFailed"
  | "friendAddNoGold"
  | "friendRequested"
  | "friendAdded"

/** A call toast raised by event `id`; `name` the other member's name ("" when unknown), `peerId` their id ("" when none). */
export interface CallToast {
  readonly id: number
  readonly key: CallToastKey
  readonly name: string
  readonly peerId: string
}

/** The receipt after a call that was answered: times epoch ms, minutes billed, coins spent (m§4 billing). */
export interface CallReceipt {
  readonly roomNum: string
  readonly role: CallRole
  readonly peer: RemoteUserInfo | null
  readonly startAt: number
  readonly endAt: number
  readonly minutes: number
  readonly coinsSpent: number
  readonly pricePerMinute: number
  readonly reason: CallEndReason
  /** True once the gateway's bill (hang-up answer) replaced the local estimate. */
  readonly confirmed: boolean
}

/** A camera or microphone in use stopped (the picker opens), or one more was plugged in during the call. */
export type DeviceNotice = "cameraLost" | "microphoneLost" | "cameraAdded" | "microphoneAdded"

/** Devices the browser lists, as last reported in the call. */
export interface DeviceCounts {
  readonly cameras: number
  readonly microphones: number
  readonly speakers: number
}

/** m§4 recharge notice: countdown stage 1 (58 s) then stage 2 (30 s); endsAt epoch ms. */
export interface Recharge {
  readonly stage: 1 | 2
  readonly endsAt: number
}

/** The call slice. */
export interface CallState {
  readonly phase: CallPhase
  readonly step: CheckStep | null
  readonly role: CallRole | null
  /** The room of the current call ("" before launch answered / no call). */
  readonly roomNum: string
  /** The other member (callee while placing). */
  readonly remote: RemoteUserInfo | null
  readonly peerId: string
  /** m§7 callLocation of the placement (11: price pop once). */
  readonly location: number
  /** Coins per minute (0 free). */
  readonly pricePerMinute: number
  /** m§4 101: false when the balance cannot pay the next minute. (The balance itself is the session's.) */
  readonly enough: boolean
  readonly rtc: { readonly appId: string; readonly token: string } | null
  /** The pending gateway request of the call (launch, answer, pre-check...), stale answers ignored. */
  readonly pending: { readonly requestId: number; readonly name: string } | null
  /** Devices missing after a check (the access popup on show), or null. permissionDenied when blocked. */
  readonly devicePopup: { readonly missing: ReadonlyArray<CallDevice>; readonly denied: boolean } | null
  /** Stored flags: the permission explainer was seen; the location-11 price pop was shown. */
  readonly explainerSeen: boolean
  readonly pricePopSeen: boolean
  /** When ringing started, epoch ms; null when not ringing. */
  readonly ringingSince: number | null
  /** When the answer arrived (billing start), and when media joined (the mm:ss timer's start), epoch ms. */
  readonly answeredAt: number | null
  readonly joinedAt: number | null
  readonly firstFrame: boolean
  /** Seq of the event that brought the first remote frame (react: cancel the 30 s timer, notify start once). */
  readonly firstFrameBy: number | null
  /** When the remote left (20 s timer), epoch ms; null while present. */
  readonly remoteLeftAt: number | null
  /** Seq of the event that set `remoteLeftAt` (react starts the 20 s timer once). */
  readonly remoteLeftBy: number | null
  readonly micMuted: boolean
  readonly remoteMuted: boolean
  readonly swapped: boolean
  readonly quality: "good" | "poor" | "bad"
  /** A device change in the call the member should know of (cleared by a switch or dismissal), or null. */
  readonly deviceNotice: DeviceNotice | null
  readonly deviceCounts: DeviceCounts | null
  /** m§4 after 3 s in the video: the face-show and web-tips messages are shown. */
  readonly tipsShown: boolean
  /**
   * m§4/m§7 the call's chat (in-video text, messageType 4), oldest first: empty when the video opens
   * ("on opening video the chat resets"), absent outside a video (absent, not null, so states without a
   * call hash as before it existed: traces recorded earlier still match). Never in the conversation.
   */
  readonly chat?: ReadonlyArray<CallChatLine>
  readonly recharge: Recharge | null
  readonly hangUpConfirm: boolean
  /** m§4 add friend in the call (addWay 101): asking (request out), requested (sent), friends (relation 2). */
  readonly friendAdd: "none" | "asking" | "requested" | "friends"
  /** Request id of the add-friend call out, or null. */
  readonly friendAddBy: number | null
  /** Minutes the 101 updates charged in this call (each one that lowered the balance after the answer). */
  readonly charges: number
  readonly toast: CallToast | null
  readonly receipt: CallReceipt | null
  /** Rooms closed on this page (newest 50): nothing reopens them. */
  readonly closedRooms: ReadonlyArray<string>
  /** The call that ended at event `ending.by` (react: cancel timers, leave, tell the gateway, forget, report). */
  readonly ending: CallEnding | null
  /** Seq of the event that changed `phase`, and the phase before it (react runs the transition's commands). */
  readonly phaseBy: number | null
  readonly prevPhase: CallPhase
  /** Seq of the event that changed `step`, of the event after which media may join, of a recharge stage change. */
  readonly stepBy: number | null
  readonly joinBy: number | null
  readonly rechargeBy: number | null
  /** Ring timer length for the current ringing, ms (the callee's is shortened by the invite's age). */
  readonly ringMs: number
  /** A launch abandoned while out (its room is cancelled when it answers): the request id, or null. */
  readonly orphanLaunch: number | null
  /** An answer (3) that arrived for a room before the launch answer named it. */
  readonly earlyAnswer: string | null
}

/**
 * A call that just ended. notify: the gateway call to make (null when the other side or the gateway
 * ended it); answered: billing ran (statistics and end notice are sent); joined: media was asked to join.
 */
export interface CallEnding {
  readonly by: number
  readonly roomNum: string
  readonly role: CallRole
  readonly peerId: string
  readonly reason: CallEndReason
  readonly notify: "callCancel" | "callRefuse" | "callTimeout" | "callHangup" | null
  readonly answered: boolean
  readonly joined: boolean
  readonly pricePerMinute: number
  readonly videoSeconds: number
  readonly coinsSpent: number
  /** The member's call-chat texts the server did not have yet (sending or failed), oldest first; absent when none (messaging keeps them as the chat's draft). */
  readonly chatUnsent?: ReadonlyArray<string>
}

/**
 * One line of the call's chat (m§4): `id` the client id of the member's own text, the server's message id
 * of the peer's; `status` of an own text: sending (im/v1/send out, `requestId` its event seq), sent (the
 * server has it), failed (refused or no answer: Retry); the peer's are sent. `at` epoch ms, this device's clock.
 */
export interface CallChatLine {
  readonly id: string
  readonly mine: boolean
  readonly text: string
  readonly status: "sending" | "sent" | "failed"
  readonly at: number
  readonly requestId: number | null
}

/** The state with no call. */
export const initialCalls: CallState = {
  phase: "idle",
  step: null,
  role: null,
  roomNum: "",
  remote: null,
  peerId: "",
  location: 0,
  pricePerMinute: 0,
  enough: true,
  rtc: null,
  pending: null,
  devicePopup: null,
  explainerSeen: false,
  pricePopSeen: false,
  ringingSince: null,
  answeredAt: null,
  joinedAt: null,
  firstFrame: false,
  firstFrameBy: null,
  remoteLeftAt: null,
  remoteLeftBy: null,
  micMuted: false,
  remoteMuted: false,
  swapped: false,
  quality: "good",
  deviceNotice: null,
  deviceCounts: null,
  tipsShown: false,
  recharge: null,
  hangUpConfirm: false,
  friendAdd: "none",
  friendAddBy: null,
  charges: 0,
  toast: null,
  receipt: null,
  closedRooms: [],
  ending: null,
  phaseBy: null,
  prevPhase: "idle",
  stepBy: null,
  joinBy: null,
  rechargeBy: null,
  ringMs: 0,
  orphanLaunch: null,
  earlyAnswer: null,
}

/** Phases in which the member is busy (a§4 presence 1). */
export const BUSY_PHASES: ReadonlySet<CallPhase> = new Set<CallPhase>(["ringing", "joining", "live"])

/** Whether `phase` is one of BUSY_PHASES (comparisons: the presence recipe asks on every event). */
export const isBusyPhase = (phase: CallPhase): boolean => phase === "ringing" || phase === "joining" || phase === "live"

/** Storage keys of the one-time flags (m§3 local flags). */
export const EXPLAINER_KEY = "callPermissionSeen"
export const PRICE_POP_KEY = "pricePopShown"

/** Timer keys, one per room: ring (30 s), first frame (30 s), remote left (20 s), tips (3 s), recharge (58/30 s). */
export const callTimer = (kind: "ring" | "firstFrame" | "remoteLeft" | "tips" | "recharge", roomNum: string): string => `call:${kind}:${roomNum}`

/** m§4: the call's video is open (joining the room or talking), the phases the call screen covers the app in. */
export const isVideoPhase = (phase: CallPhase): boolean => phase === "joining" || phase === "live"
