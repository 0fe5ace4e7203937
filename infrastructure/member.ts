// The code only a member runs, one chunk (issue 14): the chat database with its draft and outbox journals, the relay and Agora RTM
// adapters, uploads, the push token adapters and the member-only gateway contract with its translators.
// A signed-out first visit never loads it; a member's start or sign-in loads it once, by the first port
// call that needs any of them (one request, not one per adapter: the signed-in start's 12-script budget).
// Loaded through ./memberChunk.ts only.
export { chatDbName, makeIdbChatStore } from "./storage/chatDb"
export { withDraftJournal } from "./storage/draftJournal"
export { withOutboxJournal } from "./storage/outboxJournal"
export { makeWsRealtime, relayUrl } from "./rtm/ws"
export { makeAgoraRealtime } from "./rtm/agora"
export { makeUploads } from "./gateway/uploads"
export { makeLocalPush } from "./push/local"
export { makeFcmPush } from "./push/fcm"
export { MemberApi, translateMember } from "./gateway/memberContract"
