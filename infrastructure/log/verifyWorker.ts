// The inspector's Web Worker (bundled by build.mjs into the inspector page as source text and started
// from a blob: URL, so it also works opened from disk): replays an opened trace file and checks its
// hashes (verifyFile, infrastructure/log/verifier.ts), one message per chunk.
import { verifyFile, type VerifyMessage, type VerifyRequest } from "./verifier"

const post = (m: VerifyMessage) => (self as unknown as { postMessage: (m: VerifyMessage) => void }).postMessage(m)

self.onmessage = (e: MessageEvent<VerifyRequest>) => void verifyFile(e.data.file, post, undefined, e.data.part, e.data.parts)
