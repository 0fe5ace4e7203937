// Report commands: capture the remote video of the call as a JPEG (m§4 quality 0.2) through the Rtc port;
// answered by RemoteFrameCaptured with the same key.
import * as Schema from "effect/Schema"
import { message } from "../core/schema"

/** Capture the remote video's current frame as JPEG of `quality` (0..1); answered by RemoteFrameCaptured {key}. */
export const CaptureRemoteFrame = message("CaptureRemoteFrame", { key: Schema.String, quality: Schema.Number })

export const ReportCommands = [CaptureRemoteFrame] as const
