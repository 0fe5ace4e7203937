// The interpreter's half for web push and install-as-app (a§1, a§4): runs their commands through the
// Push and Install ports and publishes the answers as events stamped with the Clock.
import * as Effect from "effect/Effect"
import type { NewEvent } from "../app/types"
import { Clock, Install, Push } from "./ports"

type DeviceCmd =
  | { readonly _tag: "CheckPushPermission" }
  | { readonly _tag: "RequestPushPermission" }
  | { readonly _tag: "RegisterPushToken" }
  | { readonly _tag: "WatchInstall" }
  | { readonly _tag: "PromptInstall" }

/** Runs one web push or install command; what the browser answers comes back through `publish`. */
export const deviceProgram = (c: DeviceCmd, publish: (e: NewEvent) => void) =>
  Effect.gen(function* () {
    const clock = yield* Clock
    switch (c._tag) {
      case "CheckPushPermission": {
        const push = yield* Push
        return publish({ _tag: "PushPermissionChecked", at: clock.now(), permission: push.permission() })
      }
      case "RequestPushPermission": {
        const push = yield* Push
        return yield* Effect.promise(() => push.requestPermission().then((permission) => publish({ _tag: "PushPermissionAnswered", at: clock.now(), permission })))
      }
      case "RegisterPushToken": {
        const push = yield* Push
        return yield* Effect.promise(() =>
          push.token().then((r) =>
            publish(
              r.ok
                ? { _tag: "PushTokenObtained", at: clock.now(), token: r.token }
                : { _tag: "PushTokenFailed", at: clock.now(), reason: r.reason.slice(0, 300), permission: push.permission() },
            ),
          ),
        )
      }
      case "WatchInstall":
        return (yield* Install).watch((r) => {
          if (r.justInstalled) publish({ _tag: "AppInstalled", at: clock.now() })
          else publish({ _tag: "InstallStateChanged", at: clock.now(), installed: r.installed, installable: r.installable })
        })
      case "PromptInstall": {
        const install = yield* Install
        return yield* Effect.promise(() => install.prompt().then((outcome) => publish({ _tag: "InstallPromptAnswered", at: clock.now(), outcome })))
      }
    }
  })
