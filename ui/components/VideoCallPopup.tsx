// VideoCallPopup: the full-screen dark video chat of m§2 — main and mini video with a swap button,
// the mm:ss call timer, "about N minutes left", coin balance with the recharge frame, in-call chat and
// quick gifts (first 6), mute microphone / mute remote (stable names, aria-pressed), add friend, the
// peer's profile panel with Block (asks first: the call ends), report, the device
// picker with device-change notices (./CallDevices.tsx), fullscreen and a red hang-up that asks for confirmation. Video elements are handed to the
// container through `videoRef`; swapping only swaps their places, never their streams. Opening a panel
// or the recharge sheet moves the focus into it; closing it (its button, its close button, Escape) gives
// the focus back to what opened it. The low-balance countdown ticks on screen; screen readers hear it
// when it comes and at 30 and 10 seconds, not every second.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react"
import { useFormat, useI18n } from "../../i18n"
import {
  AddFriendIcon,
  DevicesIcon,
  ExitFullscreenIcon,
  FlagIcon,
  FullscreenIcon,
  GiftIcon,
  HangUpIcon,
  MicIcon,
  MicOffIcon,
  SignalIcon,
  SpeakerIcon,
  SpeakerOffIcon,
  SwapIcon,
} from "./CallIcons"
import { DeviceNotice, DevicePicker, type DeviceChoices, type DeviceNoticeKind } from "./CallDevices"
import { BlockInCallConfirm, HangUpConfirm } from "./CallPrompts"
import { ChatIcon, CloseIcon, CoinIcon, UserIcon } from "./icons"
import { PlusIcon } from "./partIcons"
import { CallPeerCard } from "./CallPeerCard"
import type { CallPeerModel } from "./CallPeerCard"
import { initialFocusIn, Modal } from "./Modal"
import { Spinner } from "./Spinner"
import { giftName } from "./im/giftName"
import "./Call.css"

/** A quick gift (m§2: the first 6 of the gift list). price in coins. */
export interface QuickGift {
  id: number
  name: string
  img: string
  price: number
}

export type { DeviceChoices } from "./CallDevices"

/** Props of {@link VideoCallPopup}. */
export interface VideoCallPopupProps {
  peerName: string
  /** The other member's card for the profile panel; null hides the profile control. */
  peer?: CallPeerModel | null
  /** Block the peer (confirmed here first: the call ends); omit to hide Block. */
  onBlock?: () => void
  /** The peer's friend page, linked from the profile panel (m§2: it opens under the call); omit for negative ids. */
  profileHref?: string
  /** Seconds since the call went live; null before joining. */
  elapsedSec: number | null
  /** "About N minutes left" for the caller; null hides it. */
  minutesLeft: number | null
  /** Recharge countdown of m§4 in seconds while the balance is too low; null when none. */
  lowBalanceSec: number | null
  balance: number | null
  /** The remote video decoded its first frame. */
  remoteReady: boolean
  /** The remote member left and may come back (m§4: 20 s). */
  remoteAway: boolean
  quality: "good" | "poor" | "bad" | null
  micMuted: boolean
  remoteMuted: boolean
  onToggleMic: () => void
  onToggleRemote: () => void
  /**
   * Registers the element of each video slot (null on unmount). Called once per mount, not per render:
   * a detach clears the element's stream, so a re-attach on every render (the 1 s timer) would empty
   * the remote video every second (the report screenshot then found no picture).
   */
  videoRef: (slot: "local" | "remote", el: HTMLVideoElement | null) => void
  gifts: readonly QuickGift[]
  onSendGift: (giftId: number) => void
  onReport: () => void
  friend: "none" | "requested" | "friends"
  onAddFriend: () => void
  onRecharge: () => void
  /** Address of the payment page shown in the recharge frame; null when closed. */
  rechargeUrl: string | null
  /** Registers the recharge iframe (its window is the only accepted payment message source). */
  rechargeFrameRef?: (el: HTMLIFrameElement | null) => void
  onCloseRecharge: () => void
  /** The in-call chat (dark variant of the messaging chat, or a minimal one). */
  chat: ReactNode
  /**
   * Notes the in-call chat has received in this call (the tips once shown, the peer's messages); the
   * chat button shows how many arrived since the chat panel was last open.
   */
  chatReceived: number
  devices: DeviceChoices | null
  onOpenDevices: () => void
  onPickDevice: (kind: "camera" | "microphone", deviceId: string) => void
  /** A device change to tell (a lost one opens the picker), or null. */
  deviceNotice?: DeviceNoticeKind | null
  onDismissDeviceNotice?: () => void
  /** Confirmed hang-up. */
  onHangUp: () => void
}

type Panel = "chat" | "gifts" | "devices" | "profile" | null

/** Seconds left at which the low-balance alert speaks again (it speaks when it comes, then at these). */
const SPOKEN_AT = [30, 10] as const

/** How many SPOKEN_AT points `sec` is at or under: the alert's text changes only when this does. */
const spokenStage = (sec: number): number => SPOKEN_AT.filter((at) => sec <= at).length

/** The in-call popup. */
export function VideoCallPopup(p: VideoCallPopupProps) {
  const { LL } = useI18n()
  const format = useFormat()
  const t = LL.member.call.video
  const titleId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const [swapped, setSwapped] = useState(false)
  const [panel, setPanel] = useState<Panel>(null)
  // The chat's notes the member has seen: all that arrived while the chat panel was open.
  const [chatSeen, setChatSeen] = useState(0)
  if (panel === "chat" && chatSeen !== p.chatReceived) setChatSeen(p.chatReceived)
  const chatUnread = panel === "chat" ? 0 : Math.max(0, p.chatReceived - chatSeen)
  // The low-balance seconds last told to screen readers: set when the banner comes and at each SPOKEN_AT.
  const [spokenSec, setSpokenSec] = useState<number | null>(null)
  const low = p.lowBalanceSec
  if (low === null ? spokenSec !== null : spokenSec === null || spokenStage(low) !== spokenStage(spokenSec)) setSpokenSec(low)
  const [confirming, setConfirming] = useState(false)
  const [blocking, setBlocking] = useState(false)
  const profileId = useId()
  const [fullscreen, setFullscreen] = useState(false)
  // Stable ref callbacks: React calls a new callback ref with null then the element on every render.
  const { videoRef } = p
  const remoteVideo = useCallback((el: HTMLVideoElement | null) => videoRef("remote", el), [videoRef])
  const localVideo = useCallback((el: HTMLVideoElement | null) => videoRef("local", el), [videoRef])

  // A lost camera or microphone opens the picker at once (m§5 devices: choose another).
  const lost = p.deviceNotice === "cameraLost" || p.deviceNotice === "microphoneLost"
  const { onOpenDevices } = p
  useEffect(() => {
    if (!lost) return
    setPanel("devices")
    onOpenDevices()
  }, [lost, onOpenDevices])

  useEffect(() => {
    const on = () => setFullscreen(typeof document !== "undefined" && !!document.fullscreenElement)
    document.addEventListener("fullscreenchange", on)
    return () => document.removeEventListener("fullscreenchange", on)
  }, [])

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {})
    else void rootRef.current?.closest(".modal-backdrop")?.requestFullscreen?.().catch(() => {})
  }
  const toggle = (next: Panel) => {
    setPanel((cur) => (cur === next ? null : next))
    if (next === "devices" && panel !== "devices") p.onOpenDevices()
  }
  // The open panel takes the focus (the chat's text box, the first gift, the first device list, the card's first action).
  const panelRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (panel && panelRef.current) (initialFocusIn(panelRef.current) ?? panelRef.current).focus()
  }, [panel])
  /** Closes the panel; the focus goes back to the control that opens it. */
  const closePanel = () => {
    if (panel) rootRef.current?.querySelector<HTMLElement>(`[data-panel="${panel}"]`)?.focus()
    setPanel(null)
  }
  // The recharge sheet takes the focus when it opens (the payment frame: its close button is chrome) and
  // gives it back when it closes to what had it, or to the top bar's recharge button if that is gone.
  const rechargeOpen = p.rechargeUrl !== null
  const rechargeRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const sheet = rechargeRef.current
    if (!rechargeOpen || !sheet) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ;(initialFocusIn(sheet) ?? sheet).focus()
    return () => {
      const root = rootRef.current
      if (!root?.isConnected) return
      const active = document.activeElement
      if (active !== null && active !== document.body && !sheet.contains(active)) return
      ;(opener?.isConnected && root.contains(opener) ? opener : root.querySelector<HTMLElement>(".call-recharge-btn"))?.focus()
    }
  }, [rechargeOpen])
  const bars = p.quality === "bad" ? 1 : p.quality === "poor" ? 2 : 3

  return (
    <>
      <Modal labelledBy={titleId} layout="gate" dark className="call-screen call-video" onEscape={rechargeOpen ? p.onCloseRecharge : panel ? closePanel : undefined}>
        <div ref={rootRef} className={`call-stage${swapped ? " is-swapped" : ""}${panel ? " has-panel" : ""}`}>
          <video ref={remoteVideo} className="call-video-remote" playsInline autoPlay aria-label={t.remoteVideo({ name: p.peerName })} />
          <video ref={localVideo} className="call-video-local" playsInline autoPlay muted aria-label={t.localVideo()} />
          {!p.remoteReady || p.remoteAway ? (
            <div className="call-video-wait" role="status">
              <Spinner size={28} decorative />
              <span>{p.remoteAway ? t.remoteAway({ name: p.peerName }) : t.connecting()}</span>
            </div>
          ) : null}

          <header className="call-top">
            <h2 id={titleId} className="call-top-name user-text">{p.peerName}</h2>
            {p.elapsedSec !== null ? (
              <span className="call-timer" role="timer" aria-label={t.timerLabel({ time: format.timer(p.elapsedSec) })}>
                <bdi aria-hidden="true">{format.timer(p.elapsedSec)}</bdi>
              </span>
            ) : null}
            {p.quality ? (
              <span className={`call-quality is-${p.quality}`} role="img" aria-label={t.quality[p.quality]()}>
                <SignalIcon bars={bars as 1 | 2 | 3} size={18} />
              </span>
            ) : null}
            <span className="call-balance">
              <CoinIcon size={18} />
              <bdi aria-hidden="true">{p.balance === null ? "…" : format.coins(p.balance)}</bdi>
              <span className="visually-hidden">{p.balance === null ? LL.nav.coinBalanceUnknown() : LL.nav.coinBalance({ count: format.coins(p.balance) })}</span>
              <button type="button" className="call-recharge-btn" onClick={p.onRecharge} aria-label={t.recharge()}>
                <PlusIcon size={16} />
              </button>
            </span>
          </header>

          {p.lowBalanceSec !== null ? (
            <p className="call-banner is-warning" role="alert">
              <span aria-hidden="true">{t.lowBalance({ seconds: p.lowBalanceSec })}</span>
              <span className="visually-hidden">{t.lowBalance({ seconds: spokenSec ?? p.lowBalanceSec })}</span>{" "}
              <button type="button" className="call-banner-action" onClick={p.onRecharge}>{t.recharge()}</button>
            </p>
          ) : p.minutesLeft !== null ? (
            <p className="call-banner" role="status">{t.minutesLeft({ minutes: p.minutesLeft })}</p>
          ) : null}
          {p.deviceNotice && panel !== "devices" ? (
            <DeviceNotice notice={p.deviceNotice} className="call-banner is-device" onChoose={() => toggle("devices")} onDismiss={p.onDismissDeviceNotice} />
          ) : null}

          {panel ? (
            <aside
              ref={panelRef}
              tabIndex={-1}
              className={`call-panel is-${panel}`}
              aria-label={panel === "chat" ? t.chat() : panel === "gifts" ? t.gifts() : panel === "devices" ? t.devices() : undefined}
              aria-labelledby={panel === "profile" ? profileId : undefined}
            >
              <button type="button" className="call-panel-close" onClick={closePanel} aria-label={LL.common.close()} data-dialog-chrome>
                <CloseIcon size={18} />
              </button>
              {panel === "chat" ? p.chat : null}
              {panel === "gifts" ? (
                <ul className="call-gifts">
                  {p.gifts.slice(0, 6).map((g) => (
                    <li key={g.id}>
                      <button type="button" className="call-gift" onClick={() => p.onSendGift(g.id)} aria-label={t.sendGift({ name: giftName(LL, g), price: g.price })}>
                        <img src={g.img} alt="" width={48} height={48} loading="lazy" />
                        <span aria-hidden="true" className="call-gift-price">
                          <CoinIcon size={12} />
                          {g.price}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : null}
              {panel === "devices" && p.deviceNotice ? <DeviceNotice notice={p.deviceNotice} className="call-panel-notice" onDismiss={p.onDismissDeviceNotice} /> : null}
              {panel === "devices" ? <DevicePicker devices={p.devices} onPick={p.onPickDevice} /> : null}
              {panel === "profile" && p.peer ? (
                <CallPeerCard peer={p.peer} headingId={profileId} onReport={p.onReport} onBlock={p.onBlock ? () => setBlocking(true) : undefined} profileHref={p.profileHref} onOpenProfile={() => setPanel(null)} />
              ) : null}
            </aside>
          ) : null}

          <div className="call-controls" role="toolbar" aria-label={t.controls()}>
            {/* The controls before Hang up: on a small phone on its side, the part of the row that scrolls (Call.css). */}
            <div className="call-controls-row">
              {/* Toggles with a stable name: pressed is muted ("Mute microphone, pressed"). */}
              <CallControl label={t.muteMic()} pressed={p.micMuted} onClick={p.onToggleMic} icon={p.micMuted ? <MicOffIcon /> : <MicIcon />} autoFocus />
              <CallControl label={t.muteRemote()} pressed={p.remoteMuted} onClick={p.onToggleRemote} icon={p.remoteMuted ? <SpeakerOffIcon /> : <SpeakerIcon />} />
              <CallControl label={t.swap()} onClick={() => setSwapped((s) => !s)} icon={<SwapIcon />} />
              <CallControl label={t.chat()} panel="chat" pressed={panel === "chat"} onClick={() => toggle("chat")} icon={<ChatIcon />} badge={chatUnread} badgeName={t.chatUnread({ count: chatUnread })} />
              <CallControl label={t.gifts()} panel="gifts" pressed={panel === "gifts"} onClick={() => toggle("gifts")} icon={<GiftIcon />} />
              <CallControl
                label={p.friend === "friends" ? t.isFriend() : p.friend === "requested" ? t.friendRequested() : t.addFriend()}
                onClick={p.onAddFriend}
                disabled={p.friend !== "none"}
                icon={<AddFriendIcon />}
              />
              {p.peer ? <CallControl label={LL.member.call.profile.open({ name: p.peerName })} panel="profile" pressed={panel === "profile"} onClick={() => toggle("profile")} icon={<UserIcon />} /> : null}
              <CallControl label={t.report()} onClick={p.onReport} icon={<FlagIcon />} />
              <CallControl label={t.devices()} panel="devices" pressed={panel === "devices"} onClick={() => toggle("devices")} icon={<DevicesIcon />} />
              <CallControl label={fullscreen ? t.exitFullscreen() : t.fullscreen()} onClick={toggleFullscreen} icon={fullscreen ? <ExitFullscreenIcon /> : <FullscreenIcon />} />
            </div>
            <button type="button" className="call-control is-hangup" onClick={() => setConfirming(true)} aria-label={t.hangUp()}>
              <HangUpIcon size={24} />
            </button>
          </div>

          {p.rechargeUrl !== null ? (
            <div ref={rechargeRef} className="call-recharge" role="region" aria-label={t.rechargeTitle()} tabIndex={-1}>
              <div className="call-recharge-head">
                <h3>{t.rechargeTitle()}</h3>
                <button type="button" className="call-panel-close" onClick={p.onCloseRecharge} aria-label={t.closeRecharge()} data-dialog-chrome>
                  <CloseIcon size={18} />
                </button>
              </div>
              <iframe ref={p.rechargeFrameRef} src={p.rechargeUrl} title={t.rechargeTitle()} className="call-recharge-frame" />
            </div>
          ) : null}
        </div>
      </Modal>
      {blocking && p.onBlock ? (
        <BlockInCallConfirm
          name={p.peerName}
          onConfirm={() => {
            setBlocking(false)
            setPanel(null)
            p.onBlock?.()
          }}
          onCancel={() => setBlocking(false)}
        />
      ) : null}
      {confirming ? (
        <HangUpConfirm
          onConfirm={() => {
            setConfirming(false)
            p.onHangUp()
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  )
}

/**
 * A round call control: `label` names it (and is its tooltip); while `badge` shows a count, `badgeName`
 * (a catalog text with the count) names it instead. `panel`: the panel it opens (focus comes back to it).
 * `disabled`: aria-disabled and inert to clicks but still focusable, so a control that disables itself keeps the focus.
 */
function CallControl({ label, icon, onClick, pressed, disabled, badge = 0, badgeName, autoFocus, panel }: { label: string; icon: ReactNode; onClick: () => void; pressed?: boolean; disabled?: boolean; badge?: number; badgeName?: string; autoFocus?: boolean; panel?: Exclude<Panel, null> }) {
  return (
    <button type="button" className="call-control" onClick={disabled ? undefined : onClick} aria-label={badge > 0 && badgeName ? badgeName : label} title={label} aria-pressed={pressed} aria-disabled={disabled || undefined} data-autofocus={autoFocus ? "" : undefined} data-panel={panel}>
      {icon}
      {badge > 0 ? <span className="call-control-badge" aria-hidden="true">{badge > 99 ? "99+" : badge}</span> : null}
    </button>
  )
}
