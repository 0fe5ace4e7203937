// The picked bytes of own photos not uploaded yet, for the chat database (m§5: a message being sent is
// kept until the server has it). A photo waits on its file's blob: URL, which dies with the page: the
// database keeps the bytes in the message's row and, at a load, shows and uploads them from a fresh
// object URL. The domain never sees a Blob: only which restored photos have a live URL (`revived`).
import * as Schema from "effect/Schema"
import type { ChatMessage } from "../../domain/messaging/message"

/** A kept photo's bytes as read back from a row: anything but a Blob (another build's row, a bad value) is bytes lost. */
const KeptFile = Schema.instanceOf(Blob)
const isKeptFile = Schema.is(KeptFile)

/** An own photo the server does not have yet whose picture is still the picked file's blob: URL. */
export const waitingPhoto = (m: ChatMessage): boolean =>
  m.mine && m.kind === "img" && m.clientId !== null && m.delivery !== "sent" && (m.picture?.url ?? "").startsWith("blob:")

/** Reads the bytes behind an object URL of this page (null when the URL is dead or unreadable). */
const readObjectUrl = (url: string): Promise<Blob | null> =>
  fetch(url).then((r) => (r.ok ? r.blob() : null)).then((b) => b, () => null)

/** How a page reads a blob: URL's bytes and makes an object URL of bytes (tests give their own). */
export interface PhotoFiles {
  readonly readFile?: (url: string) => Promise<Blob | null>
  readonly objectUrl?: (file: Blob) => string
}

/** One chat database's kept photos: the bytes to store with waiting photos, and the photos revived at a load. */
export const makeKeptPhotos = (files: PhotoFiles = {}) => {
  const readFile = files.readFile ?? readObjectUrl
  const objectUrl = files.objectUrl ?? ((file: Blob) => URL.createObjectURL(file))
  /** Bytes behind the blob: URLs of waiting photos, read once per URL (the URL lives as long as the page). */
  const bytes = new Map<string, Promise<Blob | null>>()
  const fileOf = (url: string): Promise<Blob | null> => {
    let read = bytes.get(url)
    if (!read) bytes.set(url, (read = readFile(url).catch(() => null)))
    return read
  }
  /** Fresh object URLs made at a load, by the (dead) URL stored with their photo. */
  const revivedUrls = new Map<string, string>()
  const withLiveUrl = (m: ChatMessage): ChatMessage => {
    const live = m.picture ? revivedUrls.get(m.picture.url) : undefined
    return live !== undefined && m.picture ? { ...m, picture: { ...m.picture, url: live } } : m
  }
  return {
    /** The bytes of the waiting photos among `messages` by message id; a photo whose URL is dead or unreadable has none. */
    read: async (messages: ReadonlyArray<ChatMessage>): Promise<ReadonlyMap<string, Blob>> => {
      const found = new Map<string, Blob>()
      await Promise.all(
        messages.filter(waitingPhoto).map(async (m) => {
          const file = await fileOf(m.picture!.url)
          if (file) found.set(m.id, file)
        }),
      )
      return found
    },
    /**
     * Stored message `m` as this page shows it, with the row's `file`: a waiting photo with kept bytes
     * gets a fresh object URL (`revived`); any other message is as stored (a picture revived earlier on
     * this page: its live URL).
     */
    revive: (m: ChatMessage, file: unknown): { readonly message: ChatMessage; readonly revived: boolean } => {
      if (!waitingPhoto(m) || !m.picture || !isKeptFile(file)) return { message: withLiveUrl(m), revived: false }
      const url = revivedUrls.get(m.picture.url) ?? objectUrl(file)
      bytes.set(url, Promise.resolve(file))
      revivedUrls.set(m.picture.url, url)
      return { message: { ...m, picture: { ...m.picture, url } }, revived: true }
    },
    /** Stored messages with the live URL of every picture revived on this page. */
    live: (list: ReadonlyArray<ChatMessage>): ChatMessage[] => (revivedUrls.size === 0 ? [...list] : list.map(withLiveUrl)),
  }
}
