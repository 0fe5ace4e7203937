// The chat's container (m§2 chat panel, m§5): maps the open conversation of the messaging slice to
// ChatView and dispatches the member's intents. Used in the desktop panel, on the mobile route
// /message/<id> and (dark, without the call button) inside the video popup by the calls feature.
import { selectOffline } from "../../../domain/connectivity/selectors"
import { selectOfferedGifts } from "../../../domain/gifts/selectors"
import { useCallback, useMemo, useState, type ReactNode } from "react"
import { useLocation } from "wouter"
import { useI18n } from "../../../i18n"
import { I } from "../../../domain/app/intents"
import type { AppState } from "../../../domain/app/state"
import { isSystemPeer, selectCanSend, selectOlderHistory, selectOpenConversation, selectOpenMessages, selectOpenPeerId, selectOpenRequest, selectTranslate, showTimestampAt } from "../../../domain/messaging/selectors"
import { ChatView } from "../../components/im/ChatView"
import { ConfirmDialog } from "../../components/ConfirmDialog"
import { ChatCallButton } from "../call/ChatCallButton"
import { useAppState, useDispatch } from "../hooks"
import { peerName } from "./names"
import { profilePath } from "../profilePath"
import { probeImage } from "../probeImage"
import { usePeerActions } from "../social/usePeerActions"
import { selectBlockedByMe, selectUnblocking } from "../../../domain/friends/selectors"

/** Props of {@link ChatContainer}. */
export interface ChatContainerProps {
  /** Back to the conversation list; omit where there is none. */
  onBack?: () => void
  /** The Back arrow's name when it does not go to the list (default "Back to messages"). */
  backLabel?: string
  /** Close button (video popup). */
  onClose?: () => void
  /** The in-video dark theme (m§2: the call button is hidden there). */
  dark?: boolean
  /** The calls feature's video-call button for the header. */
  callSlot?: ReactNode
  headingLevel?: 1 | 2
  /** Focus the message field when the chat opens (desktop panel). */
  autoFocus?: boolean
}

const selectUploads = (s: AppState) => s.messaging.uploads
const selectGifts = (s: AppState) => s.gifts
const selectMyId = (s: AppState) => s.session.userId
const selectPresence = (s: AppState) => s.presence.statuses
const selectDetailsLoading = (s: AppState) => s.messaging.openPeerId !== null && s.messaging.pending.details[s.messaging.openPeerId] !== undefined
const selectGiftBusy = (s: AppState) => s.messaging.pending.gift !== null

/** The open chat, or nothing when no chat is open. */
export function ChatContainer({ onBack, backLabel, onClose, dark = false, callSlot, headingLevel = 2, autoFocus = false }: ChatContainerProps) {
  const { LL } = useI18n()
  const dispatch = useDispatch()
  const [, navigate] = useLocation()
  const prefix = useAppState((s) => s.shell.route.prefix)
  const peerId = useAppState(selectOpenPeerId)
  const conversation = useAppState(selectOpenConversation)
  const messages = useAppState(selectOpenMessages)
  const uploads = useAppState(selectUploads)
  const gifts = useAppState(selectGifts)
  const myId = useAppState(selectMyId)
  const statuses = useAppState(selectPresence)
  const translate = useAppState(selectTranslate)
  const canSend = useAppState(selectCanSend)
  const loading = useAppState(selectDetailsLoading)
  const giftBusy = useAppState(selectGiftBusy)
  const request = useAppState(selectOpenRequest)
  // The member blocked this peer (friends slice: the friend page, the blocked list, a block here, or the
  // chat's own ask after a reload): Unblock in place of the message box.
  const blockedByMe = useAppState((s) => peerId !== null && selectBlockedByMe(s, peerId))
  const unblocking = useAppState((s) => peerId !== null && selectUnblocking(s, peerId))
  const older = useAppState(selectOlderHistory)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const noteName = useAppState((s) => (peerId !== null ? s.friends.names[peerId] : undefined))
  const shown = peerId !== null ? peerName(LL, peerId, noteName || conversation?.name) : ""
  const actions = usePeerActions(peerId ?? "", shown, "chat")

  const offered = useAppState(selectOfferedGifts)
  const offline = useAppState(selectOffline)
  const giftImages = useMemo(() => new Map(gifts.list.map((g) => [g.id, g.img])), [gifts.list])
  const giftImage = useCallback((id: number) => giftImages.get(id) ?? null, [giftImages])

  if (peerId === null) return null
  const system = isSystemPeer(peerId)
  const name = shown
  // Offline, the peer's presence is unknown: not shown as online.
  const online = !offline && (statuses[peerId] ?? conversation?.status ?? 0) === 2

  return (
    <>
      <ChatView
        key={peerId}
        older={older}
        onOlder={() => dispatch(I.ShowOlderMessages({ peerId }))}
        draft={conversation?.draft ?? ""}
        onDraft={(text) => dispatch(I.SaveDraft({ peerId, text }))}
        peer={{ id: peerId, name, avatar: conversation?.avatar ?? "", online, system }}
        messages={messages}
        myId={myId}
        loading={loading}
        showTimestampAt={showTimestampAt}
        uploads={uploads}
        giftImage={giftImage}
        onRetry={(clientId) => dispatch(I.RetrySend({ clientId }))}
        offline={offline}
        onBack={onBack}
        backLabel={backLabel}
        onClose={onClose}
        onViewProfile={
          // The friend page opens in place of the desktop panel (which would cover it); in a call (dark) the
          // video popup has its own profile entry and the page would open unseen beneath it.
          system || dark
            ? undefined
            : () => {
                dispatch(I.CloseImPanel())
                navigate(profilePath(prefix, peerId))
              }
        }
        userMenu={actions.items}
        onDelete={() => setConfirmDelete(true)}
        blocked={blockedByMe && peerId !== null ? { busy: unblocking, onUnblock: () => dispatch(I.Unblock({ userId: Number(peerId) })) } : null}
        request={
          request
            ? { busy: request.busy, onAccept: () => dispatch(I.AcceptFriendRequest({ peerId })), onDismiss: () => dispatch(I.DismissFriendRequest({ peerId })) }
            : null
        }
        dark={dark}
        callSlot={callSlot ?? (system ? undefined : <ChatCallButton peerId={peerId} name={name} />)}
        headingLevel={headingLevel}
        canSend={canSend && !blockedByMe}
        translate={translate}
        onToggleTranslate={() => dispatch(I.ToggleTranslate())}
        onSendText={(text) => dispatch(I.SendText({ clientId: crypto.randomUUID(), text }))}
        onPickImage={(file) => {
          // Decoded first: a file that is no image whatever its name (fake.jpg) is refused before it
          // becomes a message that can never be sent; a real one gives its size.
          const localUrl = URL.createObjectURL(file)
          void probeImage(localUrl, file.type).then((probe) =>
            dispatch(I.SendImage({ clientId: crypto.randomUUID(), localUrl, size: file.size, mime: file.type, ...probe })),
          )
        }}
        gifts={system ? null : offered}
        giftsLoaded={gifts.loaded}
        onSendGift={(giftId) => dispatch(I.SendGift({ giftId }))}
        giftBusy={giftBusy}
        autoFocus={autoFocus}
      />
      {actions.dialogs}
      {confirmDelete ? (
        <ConfirmDialog
          title={LL.member.im.chat.deleteTitle()}
          text={LL.member.im.chat.deleteText({ name })}
          confirmLabel={LL.member.im.chat.delete()}
          danger
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() => {
            setConfirmDelete(false)
            dispatch(I.DeleteConversation({ peerId }))
            onBack?.()
          }}
        />
      ) : null}
    </>
  )
}
