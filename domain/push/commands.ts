// Web push and install commands (a§1, a§4), run by the interpreter through the Push and Install ports.
import { message } from "../core/schema"

/** Read the notification permission -> PushPermissionChecked. */
export const CheckPushPermission = message("CheckPushPermission", {})
/** Ask the browser for notification permission (after the member confirmed) -> PushPermissionAnswered. */
export const RequestPushPermission = message("RequestPushPermission", {})
/** Get this browser's push token -> PushTokenObtained or PushTokenFailed (with the permission). */
export const RegisterPushToken = message("RegisterPushToken", {})
/** Report installability and installed state now and on every change -> InstallStateChanged, AppInstalled. */
export const WatchInstall = message("WatchInstall", {})
/** Show the browser's install prompt -> InstallPromptAnswered. */
export const PromptInstall = message("PromptInstall", {})

export const PushCommands = [CheckPushPermission, RequestPushPermission, RegisterPushToken, WatchInstall, PromptInstall] as const
