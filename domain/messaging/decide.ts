// Messaging decisions (m§2, m§5): the panel and chats need a signed-in member (else the login popup,
// origin "im"); text is trimmed, and refused when empty or over DRAFT_MAX_CHARS (the composer's limit); images over 5 MB (imgSizeErr) or not images
// are refused before sending; a client id is used once.
import type { AppState, Intent, NewEvent } from "../app/types"
import { DRAFT_MAX_CHARS } from "../constants"
import { imageRefusal } from "../core/upload"
import { isSignedIn } from "../session/state"
import { RELATION } from "./friendRequests"
import { plainList } from "./merge"

const pendingRequest = (s: AppState, peerId: string): boolean => s.messaging.conversations[peerId]?.relation === RELATION.requestFromPeer

/** Events for messaging intents; [] for others. */
export const decideMessaging = (s: AppState, i: Intent, at: number): NewEvent[] => {
  const m = s.messaging
  const signedIn = isSignedIn(s.session)
  const login: NewEvent[] = [{ _tag: "LoginOpened", at, origin: "im" }]
  const peer = m.openPeerId
  const fresh = (clientId: string) => clientId !== "" && !m.outbox[clientId] && peer !== null && !plainList(m, peer).some((x) => x.clientId === clientId)
  switch (i._tag) {
    case "OpenImPanel":
      return signedIn ? [{ _tag: "ImPanelOpened", at, tab: i.tab }] : login
    case "CloseImPanel":
      return m.panel.open ? [{ _tag: "ImPanelClosed", at }] : []
    case "SelectImTab":
      return signedIn ? [{ _tag: "ImTabSelected", at, tab: i.tab }] : login
    case "OpenConversation":
      if (!signedIn) return login
      return i.peerId !== "" && i.peerId !== s.session.userId
        ? [{ _tag: "ConversationOpened", at, peerId: i.peerId, name: i.name ?? "", avatar: i.avatar ?? "" }]
        : []
    case "CloseConversation":
      return peer !== null ? [{ _tag: "ConversationClosed", at }] : []
    case "SendText": {
      const text = i.text.trim()
      return signedIn && peer !== null && text !== "" && text.length <= DRAFT_MAX_CHARS && fresh(i.clientId) ? [{ _tag: "TextSendRequested", at, clientId: i.clientId, peerId: peer, text }] : []
    }
    case "SendImage":
      if (!signedIn || peer === null || !fresh(i.clientId)) return []
      const refusal = i.decoded === false ? "notImage" : imageRefusal(i.mime, i.size)
      if (refusal !== null) return [{ _tag: "ImageSendRejected", at, reason: refusal === "notImage" ? "notImage" : "imgSizeErr" }]
      return [
        { _tag: "ImageSendRequested", at, clientId: i.clientId, peerId: peer, localUrl: i.localUrl, size: i.size, width: i.width ?? null, height: i.height ?? null },
      ]
    case "SendGift":
      return signedIn && peer !== null && m.pending.gift === null && Number.isSafeInteger(i.giftId)
        ? [{ _tag: "GiftSendRequested", at, peerId: peer, giftId: i.giftId }]
        : []
    case "RetrySend": {
      const o = m.outbox[i.clientId]
      return o && (o.stage === "retrying" || o.stage === "stopped") ? [{ _tag: "SendRetryRequested", at, clientId: i.clientId }] : []
    }
    case "DeleteConversation":
      return m.conversations[i.peerId] || m.messages[i.peerId] ? [{ _tag: "ConversationDeleted", at, peerId: i.peerId }] : []
    case "ToggleTranslate":
      return [{ _tag: "TranslateToggled", at, on: !m.translate }]
    case "CloseCoinBanner":
      return m.coinBanner.visible ? [{ _tag: "CoinBannerClosed", at }] : []
    case "CloseGoldDialog":
      return m.goldDialog ? [{ _tag: "GoldDialogClosed", at }] : []
    case "DismissImNotice":
      return m.notice !== null ? [{ _tag: "ImNoticeDismissed", at }] : []
    case "AcceptFriendRequest":
      return signedIn && pendingRequest(s, i.peerId) && m.requests.accepting[i.peerId] === undefined ? [{ _tag: "FriendRequestAccepted", at, peerId: i.peerId }] : []
    case "DismissFriendRequest":
      return pendingRequest(s, i.peerId) && !m.requests.dismissed.includes(i.peerId) ? [{ _tag: "FriendRequestDismissed", at, peerId: i.peerId }] : []
    case "ShowOlderMessages": {
      // Only for a conversation being read; one page at a time; nothing before the start.
      const h = m.history[i.peerId]
      return signedIn && peer === i.peerId && h?.loading == null && h?.start !== true ? [{ _tag: "OlderMessagesRequested", at, peerId: i.peerId }] : []
    }
    case "SaveDraft": {
      // Kept as typed (up to the composer's limit); only blank text clears it; no event when unchanged.
      const text = i.text.trim() === "" ? "" : i.text.slice(0, DRAFT_MAX_CHARS)
      const known = m.conversations[i.peerId] !== undefined
      return signedIn && i.peerId !== "" && i.peerId !== s.session.userId && (known || text !== "") && (m.conversations[i.peerId]?.draft ?? "") !== text
        ? [{ _tag: "DraftSaved", at, peerId: i.peerId, text }]
        : []
    }
  }
  return []
}
