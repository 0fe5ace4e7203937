// The interpreter's half for the service worker, the network state, the page's visibility and the
// notification self-test: runs their commands through the AppWorker, Network, PageVisibility and Push
// ports and publishes what comes back as events stamped with the Clock.
import * as Effect from "effect/Effect"
import type { Caller } from "../core/commands"
import type { NewEvent } from "../app/types"
import { AppWorker, Clock, Network, PageVisibility, Push } from "./ports"

type WorkerCmd =
  | { readonly _tag: "WatchNetwork" }
  | { readonly _tag: "WatchPageVisibility" }
  | { readonly _tag: "StartWorker" }
  | { readonly _tag: "ApplyUpdate" }
  | { readonly _tag: "ReadLastPush" }
  | { readonly _tag: "ShowTestNotification"; readonly title: string; readonly body: string }
  | { readonly _tag: "RequestTestPush"; readonly caller: Caller; readonly title: string; readonly body: string }

/** Runs one worker, network, page visibility or self-test command; answers come back through `publish`. */
export const workerProgram = (c: WorkerCmd, publish: (e: NewEvent) => void) =>
  Effect.gen(function* () {
    const clock = yield* Clock
    switch (c._tag) {
      case "WatchNetwork":
        return (yield* Network).watch((online) => publish({ _tag: "NetworkReported", at: clock.now(), online }))
      case "WatchPageVisibility":
        return (yield* PageVisibility).watch((visible) => publish({ _tag: "PageVisibilityChanged", at: clock.now(), visible }))
      case "StartWorker":
        return (yield* AppWorker).start((r) => publish({ ...r, at: clock.now() }))
      case "ApplyUpdate":
        return (yield* AppWorker).applyUpdate()
      case "ReadLastPush": {
        const worker = yield* AppWorker
        return yield* Effect.promise(() =>
          worker.lastPush().then((p) => publish({ _tag: "LastPushRead", at: clock.now(), shownAt: p?.at ?? null, title: p?.title ?? "" })),
        )
      }
      case "ShowTestNotification": {
        const worker = yield* AppWorker
        return yield* Effect.promise(() =>
          worker
            .showTestNotification({ title: c.title, body: c.body })
            .then((r) => publish({ _tag: "TestNotificationAnswered", at: clock.now(), ok: r.ok, reason: r.ok ? "" : r.reason.slice(0, 300) })),
        )
      }
      case "RequestTestPush": {
        const push = yield* Push
        return yield* Effect.promise(() =>
          push.requestTestPush(c.caller, { title: c.title, body: c.body }).then((r) => publish({ _tag: "TestPushAnswered", at: clock.now(), outcome: r.outcome, reason: r.reason.slice(0, 300) })),
        )
      }
    }
  })
