// The Uploads port over an uploader loaded on first use (issue 14: upload code is in the member chunk; a
// signed-out visitor never uploads). An upload asked before it arrives starts once it has; a chunk that
// cannot load reports UploadFailed with reason "network" (as a request that found no network), and the
// next upload loads again.
import type { Uploads } from "../../domain/runtime/ports"
import { onDemand } from "../onDemand"

type Uploader = Uploads["Service"]

/** An Uploads adapter whose real uploader comes from `load`, loaded by the first upload. */
export const lazyUploads = (load: () => Promise<Uploader>): Uploader => {
  const uploader = onDemand(load)
  return {
    upload: (request, report) =>
      uploader.use(
        (u) => u.upload(request, report),
        () => report({ _tag: "UploadFailed", key: request.key, reason: "network" }),
      ),
  }
}
