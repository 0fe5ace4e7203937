// The call layer (m§2, m§4; global layer of ui/app/pages.tsx): maps the call slice (domain/calls) to
// the call popups — permission explainer, device access popup, price confirmation, purchase prompt,
// ringing, video call, receipt and call toasts — and hands the video elements and the device list to
// the page's call media (view services; none in a trace replay). The recharge frame is the shop's payment frame (OpenPaymentFrame null).
import { quickGifts, selectOfferedGifts } from "../../../domain/gifts/selectors"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation } from "wouter"
import { I } from "../../../domain/app/intents"
import * as C from "../../../domain/calls/selectors"
import { isVideoPhase } from "../../../domain/calls/state"
import { useI18n, useLocaleInfo } from "../../../i18n"
import { CallRinging, type CallPeerModel } from "../../components/CallRinging"
import { CallChat, CALL_TIPS_COUNT } from "./CallChat"
import { CallReceipt, DeviceAccessPopup, NeedCoinsPrompt, PermissionExplainer, PriceConfirm } from "../../components/CallPrompts"
import { Toast } from "../../components/Toast"
import { VideoCallPopup, type DeviceChoices } from "../../components/VideoCallPopup"
import { profilePath } from "../profilePath"
import { countryView } from "../countries"
import { useAppState, useDispatch, useServices } from "../hooks"
import { usePaymentFrame } from "../usePaymentFrame"
import { useNow } from "../useNow"
import { useFocusMainAfter } from "../focusMain"

/** Video slots with no media behind them (a trace replay). */
const detached = () => {}

/** The other member as the popups show them. */
const usePeer = (): CallPeerModel | null => {
  const { LL } = useI18n()
  const remote = useAppState(C.selectCallRemote)
  const lang = useLocaleInfo().tag
  return useMemo(() => {
    if (!remote) return null
    const c = remote.countryId !== undefined ? countryView(remote.countryId, lang) : null
    const interests = (remote.interestLabels ?? []).map((id) => (LL.interests as Record<string, (() => string) | undefined>)[String(id)]?.() ?? "").filter((x) => x !== "")
    return { name: remote.userName, age: remote.age ?? null, avatarUrl: remote.headImg || null, countryName: c?.name ?? null, countryCode: c?.alpha2 || null, interests }
  }, [remote, lang, LL])
}

/** Renders whatever the call slice shows now. */
export default function CallLayer() {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const phase = useAppState(C.selectCallPhase)
  const step = useAppState(C.selectCallStep)
  const role = useAppState(C.selectCallRole)
  const call = useAppState(C.selectCall)
  const friendAdd = useAppState(C.selectCallFriendAdd)
  const price = useAppState(C.selectCallPrice)
  const coins = useAppState(C.selectCallCoins)
  const minutesLeft = useAppState(C.selectMinutesLeft)
  const recharge = useAppState(C.selectCallRecharge)
  const devicePopup = useAppState(C.selectDevicePopup)
  const toast = useAppState(C.selectCallToast)
  const receipt = useAppState(C.selectCallReceipt)
  const deviceNotice = useAppState(C.selectDeviceNotice)
  const tipsShown = useAppState(C.selectCallTipsShown)
  const peerMessages = useAppState(C.selectCallPeerMessages)
  const gifts = useAppState(selectOfferedGifts)
  const peer = usePeer()
  const prefix = useAppState((s) => s.shell.route.prefix)
  // m§2: negative ids have no friend page.
  const peerHref = call && Number(call.peerId) > 0 ? profilePath(prefix, call.peerId) : undefined
  const { url: rechargeUrl, frameRef } = usePaymentFrame("call")
  const [devices, setDevices] = useState<DeviceChoices | null>(null)
  const videoOpen = isVideoPhase(phase)
  const now = useNow(1000, videoOpen || recharge !== null)
  const media = useServices().callMedia
  const loadDevices = useCallback(() => void media?.devices().then(setDevices), [media])
  // A device change refreshes the picker's lists.
  useEffect(() => {
    if (deviceNotice !== null) loadDevices()
  }, [deviceNotice, loadDevices])

  useEffect(() => {
    if (!toast) return
    const t = setTimeout(() => dispatch(I.DismissCallToast()), 3000)
    return () => clearTimeout(t)
  }, [toast, dispatch])
  useEffect(() => {
    if (phase !== "ringing") return
    const onHide = () => document.visibilityState === "hidden" && dispatch(I.ReportPageHidden({ mobile: matchMedia("(max-width: 680px)").matches }))
    document.addEventListener("visibilitychange", onHide)
    return () => document.removeEventListener("visibilitychange", onHide)
  }, [phase, dispatch])

  // A screen of the call is up (a toast is not). When the last closes, each dialog has given the focus
  // back to what had it before; a callee had nothing (the call came unasked): the main content gets it.
  useFocusMainAfter(phase !== "idle" || devicePopup !== null || receipt !== null)

  const name = peer?.name ?? ""
  const toastText = toast ? (LL.member.call.toast as Record<string, (a: { name: string }) => string>)[toast.key]?.({ name: toast.name }) ?? "" : ""

  return (
    <>
      {phase === "checking" && step === "explainer" ? (
        <PermissionExplainer onContinue={() => dispatch(I.AcceptCallExplainer())} onCancel={() => dispatch(I.CancelCallPlacement())} />
      ) : null}
      {devicePopup ? (
        <DeviceAccessPopup
          missing={devicePopup.missing}
          denied={devicePopup.denied}
          onRetry={() => {
            dispatch(I.CancelCallPlacement())
            dispatch(I.PlaceCall({ calleeId: call.peerId, location: call.location }))
          }}
          onClose={() => dispatch(I.CancelCallPlacement())}
        />
      ) : null}
      {phase === "confirming" ? (
        <PriceConfirm name={name} price={price} balance={coins ?? 0} minutesLeft={minutesLeft} onConfirm={() => dispatch(I.ConfirmCallPrice())} onCancel={() => dispatch(I.CancelCallPlacement())} />
      ) : null}
      {phase === "insufficient" ? (
        <NeedCoinsPrompt
          name={name}
          price={price}
          balance={coins}
          onBuy={() => {
            dispatch(I.CancelCallPlacement())
            navigate(`${prefix}/coin`)
          }}
          onCancel={() => dispatch(I.CancelCallPlacement())}
        />
      ) : null}
      {phase === "ringing" && peer && role ? (
        <CallRinging
          role={role}
          peer={peer}
          profileHref={peerHref}
          pricePerMinute={price}
          minutesLeft={minutesLeft}
          onHangUp={() => dispatch(role === "caller" ? I.CancelCall() : I.RefuseCall())}
          onAccept={role === "callee" ? () => dispatch(I.AcceptCall()) : undefined}
          onBlock={() => {
            // Issue 12: blocking from the ringing popup blocks, then declines (callee) or cancels (caller).
            dispatch(I.BlockUser({ peerId: call.peerId }))
            dispatch(role === "caller" ? I.CancelCall() : I.RefuseCall())
          }}
        />
      ) : null}
      {videoOpen ? (
        <VideoCallPopup
          profileHref={peerHref}
          peerName={name}
          peer={peer}
          onBlock={() => {
            // Issue 12: blocking from the video popup blocks, then hangs up (the confirmation said so).
            dispatch(I.BlockUser({ peerId: call.peerId }))
            dispatch(I.HangUp())
            dispatch(I.ConfirmHangUp())
          }}
          elapsedSec={call.joinedAt !== null ? Math.floor((now - call.joinedAt) / 1000) : null}
          minutesLeft={minutesLeft}
          lowBalanceSec={recharge ? Math.max(0, Math.ceil((recharge.endsAt - now) / 1000)) : null}
          balance={coins}
          remoteReady={call.firstFrame}
          remoteAway={call.remoteLeftAt !== null}
          quality={call.quality}
          micMuted={call.micMuted}
          remoteMuted={call.remoteMuted}
          onToggleMic={() => dispatch(I.ToggleMic())}
          onToggleRemote={() => dispatch(I.ToggleRemoteAudio())}
          videoRef={media?.attach ?? detached}
          gifts={quickGifts(gifts)}
          onSendGift={(giftId) => {
            dispatch(I.OpenConversation({ peerId: call.peerId }))
            dispatch(I.SendGift({ giftId }))
          }}
          onReport={() => dispatch(I.OpenReport({ userId: Number(call.peerId), origin: "video" }))}
          friend={friendAdd === "asking" ? "requested" : friendAdd}
          onAddFriend={() => dispatch(I.AddFriendInCall())}
          onRecharge={() => dispatch(I.OpenPaymentFrame({ packageId: null }))}
          rechargeUrl={rechargeUrl}
          rechargeFrameRef={frameRef}
          onCloseRecharge={() => dispatch(I.ClosePaymentFrame())}
          chat={<CallChat />}
          chatReceived={(tipsShown ? CALL_TIPS_COUNT : 0) + peerMessages}
          devices={devices}
          onOpenDevices={loadDevices}
          onPickDevice={(kind, deviceId) => {
            dispatch(I.SwitchMediaDevice({ kind, deviceId }))
            setDevices((d) => (d ? { ...d, [kind]: deviceId } : d))
          }}
          deviceNotice={deviceNotice}
          onDismissDeviceNotice={() => dispatch(I.DismissDeviceNotice())}
          onHangUp={() => {
            dispatch(I.HangUp())
            dispatch(I.ConfirmHangUp())
          }}
        />
      ) : null}
      {receipt && !videoOpen ? (
        <CallReceipt
          name={receipt.peer?.userName ?? ""}
          startAt={receipt.startAt}
          endAt={receipt.endAt}
          minutesBilled={receipt.minutes}
          coinsSpent={receipt.coinsSpent}
          onClose={() => dispatch(I.CloseCallReceipt())}
        />
      ) : null}
      {toast && toastText !== "" ? <Toast message={toastText} kind={toast.key === "friendRequested" || toast.key === "friendAdded" ? "success" : "info"} /> : null}
    </>
  )
}
