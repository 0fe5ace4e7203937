// The Interpreter: runs commands through the ports (Effect services) and publishes what comes back
// as events stamped with the Clock's `at`. The only place commands have effects.
import * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type { Cmd, NewEvent, RequestName } from "../app/types"
import { mediaProgram } from "./media"
import { deviceProgram } from "./device"
import { workerProgram } from "./worker"
import { ChatStore, Clock, Gateway, Navigation, Realtime, SocialAuth, Sounds, Storage, TabBadge, Timers, Uploads, type Ports } from "./ports"
import { CHAT_PAGE_SIZE } from "../constants"

/** Runs one command; events it produces go to `publish`. */
export type Runner = (command: Cmd, publish: (event: NewEvent) => void) => void

/** The Effect program of one command. */
export const program = (c: Cmd, publish: (event: NewEvent) => void): Effect.Effect<void, never, Ports> =>
  Effect.gen(function* () {
    const clock = yield* Clock
    switch (c._tag) {
      case "CallGateway": {
        const gateway = yield* Gateway
        const r = yield* gateway.call({ name: c.name as RequestName, params: c.params, caller: c.caller })
        const base = { at: clock.now(), requestId: c.requestId, name: c.name }
        publish(
          r.ok
            ? { _tag: "GatewayAnswered", ...base, data: r.data }
            : {
                _tag: "GatewayFailed",
                ...base,
                code: r.code,
                msg: r.msg,
                httpStatus: r.httpStatus,
                reason: r.reason,
                ...(r.data !== undefined ? { data: r.data } : {}),
              },
        )
        return
      }
      case "SendOnLeave":
        return (yield* Gateway).onLeave(c.key, c.request && { ...c.request, name: c.request.name as RequestName })
      case "StartTimer":
        return (yield* Timers).start(c.key, c.ms, () => publish({ _tag: "TimerElapsed", at: clock.now(), key: c.key }))
      case "CancelTimer":
        return (yield* Timers).cancel(c.key)
      case "Persist":
        return (yield* Storage).set(c.key, c.value, c.days)
      case "Forget": {
        const storage = yield* Storage
        for (const k of c.keys) storage.remove(k)
        return
      }
      case "ClearStorage":
        return (yield* Storage).keepOnly(c.keep)
      case "RejectWire":
        return publish({ _tag: "WireRejected", at: clock.now(), source: c.source, reason: c.reason.slice(0, 300) })
      case "Navigate":
        return (yield* Navigation).go(c.to, c.replace)
      case "NavigateBack":
        return (yield* Navigation).back()
      case "Reload":
        return (yield* Navigation).reload(c.to)
      case "ConnectRealtime":
        return (yield* Realtime).connect({ userId: c.userId, token: c.token }, (e) =>
          publish({ ...e, at: clock.now() } as NewEvent),
        )
      case "DisconnectRealtime":
        return (yield* Realtime).disconnect()
      case "LoadChats":
      case "LoadConversation":
      case "LoadStoredPage":
      case "SaveChats":
      case "MarkChatRead":
      case "DeleteChat": {
        const store = yield* ChatStore
        const failed = (op: string) => (err: unknown) => publish({ _tag: "ChatStoreFailed", at: clock.now(), op, reason: String(err).slice(0, 300) })
        const run = (op: string, p: () => Promise<NewEvent | null>) =>
          Effect.promise(() =>
            p().then(
              (ev) => (ev ? publish(ev) : undefined),
              (err) => failed(op)(err),
            ),
          )
        if (c._tag === "LoadChats")
          return yield* run("load", async () => ({ _tag: "ChatStoreLoaded", at: clock.now(), userId: c.userId, ...(await store.load(c.userId)) }))
        if (c._tag === "LoadConversation")
          return yield* run("history", async () => ({ _tag: "ChatHistoryLoaded", at: clock.now(), userId: c.userId, peerId: c.peerId, messages: await store.page(c.userId, c.peerId, null, CHAT_PAGE_SIZE) }))
        if (c._tag === "LoadStoredPage")
          return yield* run("page", async () => ({
            _tag: "StoredPageLoaded", at: clock.now(), userId: c.userId, peerId: c.peerId, requestId: c.requestId,
            messages: await store.page(c.userId, c.peerId, c.before, c.limit),
          }))
        if (c._tag === "SaveChats") return yield* run("save", async () => (await store.save(c.userId, c.conversations, c.messages, c.drop), null))
        if (c._tag === "MarkChatRead") return yield* run("markRead", async () => (await store.markRead(c.userId, c.peerId), null))
        return yield* run("remove", async () => (await store.remove(c.userId, c.peerId), null))
      }
      case "WatchChatReads": {
        const store = yield* ChatStore
        return store.watchReads(c.userId, (peerId) => publish({ _tag: "ConversationReadElsewhere", at: clock.now(), userId: c.userId, peerId }))
      }
      case "PreloadSounds":
        return (yield* Sounds).preload()
      case "PlaySound":
        return (yield* Sounds).play(c.sound)
      case "UploadFile":
        return (yield* Uploads).upload({ key: c.key, localUrl: c.localUrl, caller: c.caller, ...(c.target !== undefined ? { target: c.target } : {}) }, (e) => publish({ ...e, at: clock.now() }))
      case "StartSocialAuth":
        return (yield* SocialAuth).signIn(c.provider, (r) =>
          publish({ ...r, at: clock.now(), requestId: c.requestId, provider: c.provider }),
        )
      case "CancelSocialAuth":
        return (yield* SocialAuth).cancel()
      case "SetBadge":
        return (yield* TabBadge).set(c.count, (dropped) => publish({ _tag: "BadgeQueueOverflowed", at: clock.now(), dropped }))
      case "CheckDevices":
      case "PrepareRtc":
      case "JoinRtc":
      case "LeaveRtc":
      case "SetMicMuted":
      case "SetRemoteVolume":
      case "SwitchMediaDevice":
      case "CaptureRemoteFrame":
        return yield* mediaProgram(c, publish)
      case "CheckPushPermission":
      case "RequestPushPermission":
      case "RegisterPushToken":
      case "WatchInstall":
      case "PromptInstall":
        return yield* deviceProgram(c, publish)
      case "WatchNetwork":
      case "WatchPageVisibility":
      case "StartWorker":
      case "ApplyUpdate":
      case "ReadLastPush":
      case "ShowTestNotification":
      case "RequestTestPush":
        return yield* workerProgram(c, publish)
    }
  })

/** Builds a runner over a layer providing every port; one runtime is shared by all commands. */
export const makeInterpreter = (layer: Layer.Layer<Ports>): Runner => {
  const runtime = ManagedRuntime.make(layer)
  return (command, publish) => {
    runtime.runFork(program(command, publish))
  }
}
