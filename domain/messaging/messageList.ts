// A conversation's messages as a persistent chunked list (issue 14: a live message into a chat of
// 10,000 messages must not copy the 10,000). The messages sit in frozen chunks of MESSAGE_CHUNK, in a
// canonical layout (chunk k holds the messages k*MESSAGE_CHUNK .. (k+1)*MESSAGE_CHUNK-1), so two lists
// with the same messages have the same chunks whatever built them (state equality, hashes). A change
// at index i keeps every chunk before i's chunk and builds the rest: an append or a change near the end
// copies one chunk and the chunk index; a page of older messages (index 0) builds every chunk, as a flat
// array copy would. The list is immutable and frozen; immer sees a class instance (not draftable) and
// neither drafts nor walks it. It serialises (toJSON) as the flat array, so state JSON and hashes are
// those of the plain array it replaces.
import type { ChatMessage } from "./message"

/**
 * What views read of a conversation's messages (oldest first): a MessageList, or a plain array (tests,
 * fixtures). Index with `at(i)`, never `[i]`.
 */
export interface MessageSeq extends Iterable<ChatMessage> {
  readonly length: number
  at(i: number): ChatMessage | undefined
  findLastIndex(p: (m: ChatMessage) => boolean): number
}

/** Messages per chunk. */
export const MESSAGE_CHUNK = 256

/**
 * The first `n` items of `a` as a new array. Spread then shortened: V8 copies a frozen array (chunks are)
 * per element in `slice`, but spreads it in one block copy.
 */
const prefix = <T>(a: ReadonlyArray<T>, n: number): T[] => {
  const out = [...a]
  if (n < out.length) out.length = n
  return out
}

/** Chunks of `items`, in the canonical layout (each frozen), pushed onto `out`. */
const chunksOf = (items: ReadonlyArray<ChatMessage>, out: Array<ReadonlyArray<ChatMessage>>): void => {
  for (let i = 0; i < items.length; i += MESSAGE_CHUNK) out.push(Object.freeze(items.slice(i, i + MESSAGE_CHUNK)))
}

/**
 * An immutable list of messages (oldest first) stored in chunks; read with `length`, `at(i)`, iteration,
 * `last(n)`, `toArray()`. Changes return a new list sharing the unchanged chunks.
 */
export class MessageList implements Iterable<ChatMessage> {
  /** The chunks, canonical layout (every chunk but the last holds MESSAGE_CHUNK messages). */
  readonly chunks: ReadonlyArray<ReadonlyArray<ChatMessage>>
  /** Number of messages. */
  readonly length: number

  private constructor(chunks: ReadonlyArray<ReadonlyArray<ChatMessage>>, length: number) {
    this.chunks = Object.freeze(chunks)
    this.length = length
    Object.freeze(this)
  }

  /** The empty list. */
  static readonly empty: MessageList = new MessageList([], 0)

  /** The list of `items` (in the order given; the caller keeps the state's order). */
  static of(items: ReadonlyArray<ChatMessage>): MessageList {
    if (items.length === 0) return MessageList.empty
    const chunks: Array<ReadonlyArray<ChatMessage>> = []
    chunksOf(items, chunks)
    return new MessageList(chunks, items.length)
  }

  /**
   * A list read back from elsewhere: a MessageList as is; a flat array (a state from JSON); or an object
   * with a list's fields that lost its class (a structured clone), re-chunked. Undefined -> empty.
   */
  static from(value: MessageList | ReadonlyArray<ChatMessage> | { readonly chunks: ReadonlyArray<ReadonlyArray<ChatMessage>> } | undefined): MessageList {
    if (value === undefined) return MessageList.empty
    if (value instanceof MessageList) return value
    if (Array.isArray(value)) return MessageList.of(value as ReadonlyArray<ChatMessage>)
    return MessageList.of((value as { readonly chunks: ReadonlyArray<ReadonlyArray<ChatMessage>> }).chunks.flat())
  }

  /** Message `i` (0 = oldest), or undefined out of range. */
  at(i: number): ChatMessage | undefined {
    if (i < 0 || i >= this.length) return undefined
    return this.chunks[(i / MESSAGE_CHUNK) | 0]![i % MESSAGE_CHUNK]
  }

  /** The newest message, or undefined when empty. */
  get newest(): ChatMessage | undefined {
    return this.at(this.length - 1)
  }

  /** The messages, oldest first. */
  *[Symbol.iterator](): Iterator<ChatMessage> {
    for (const c of this.chunks) for (let i = 0; i < c.length; i++) yield c[i]!
  }

  /** The messages as a new flat array (O(n)). */
  toArray(): ChatMessage[] {
    const out: ChatMessage[] = []
    for (const c of this.chunks) for (let i = 0; i < c.length; i++) out.push(c[i]!)
    return out
  }

  /** JSON (state snapshots, trace hashes): the flat array, as the list was before issue 14. */
  toJSON(): ChatMessage[] {
    return this.toArray()
  }

  /** The newest `n` messages (oldest first), a new array. */
  last(n: number): ChatMessage[] {
    const out: ChatMessage[] = []
    for (let i = Math.max(0, this.length - n); i < this.length; i++) out.push(this.at(i)!)
    return out
  }

  /** Index of the newest message satisfying `p`, or -1 (searched from the newest). */
  findLastIndex(p: (m: ChatMessage) => boolean): number {
    for (let k = this.chunks.length - 1; k >= 0; k--) {
      const c = this.chunks[k]!
      for (let i = c.length - 1; i >= 0; i--) if (p(c[i]!)) return k * MESSAGE_CHUNK + i
    }
    return -1
  }

  /** Whether some message satisfies `p`. */
  some(p: (m: ChatMessage) => boolean): boolean {
    return this.findLastIndex(p) >= 0
  }

  /**
   * The list with messages `start` .. end replaced by `tail` (so `tail` becomes everything from
   * `start` on): chunks before `start`'s chunk are shared, the rest built (O(length - start + chunk size
   * + chunk count)).
   */
  withTail(start: number, tail: ReadonlyArray<ChatMessage>): MessageList {
    const s = Math.max(0, Math.min(start, this.length))
    const k = (s / MESSAGE_CHUNK) | 0
    const chunks = prefix(this.chunks, k)
    const head = this.chunks[k]
    const kept = s - k * MESSAGE_CHUNK
    const rest = head === undefined || kept === 0 ? tail : prefix(head, kept).concat(tail)
    chunksOf(rest, chunks)
    const length = s + tail.length
    return length === 0 ? MessageList.empty : new MessageList(chunks, length)
  }

  /** The messages from `start` on, a new array. */
  tailFrom(start: number): ChatMessage[] {
    const out: ChatMessage[] = []
    const s = Math.max(0, start)
    for (let k = (s / MESSAGE_CHUNK) | 0; k < this.chunks.length; k++) {
      const c = this.chunks[k]!
      for (let i = k === ((s / MESSAGE_CHUNK) | 0) ? s - k * MESSAGE_CHUNK : 0; i < c.length; i++) out.push(c[i]!)
    }
    return out
  }

  /** The list with message `i` replaced by `msg` (one chunk copied); the same list when `i` is out of range. */
  with(i: number, msg: ChatMessage): MessageList {
    if (i < 0 || i >= this.length) return this
    const k = (i / MESSAGE_CHUNK) | 0
    const chunk = [...this.chunks[k]!]
    chunk[i - k * MESSAGE_CHUNK] = msg
    const chunks = [...this.chunks]
    chunks[k] = Object.freeze(chunk)
    return new MessageList(chunks, this.length)
  }

  /** The list without message `i` (the same list when out of range). */
  without(i: number): MessageList {
    if (i < 0 || i >= this.length) return this
    return this.withTail(i, this.tailFrom(i + 1))
  }

  /** The list of `f` applied to each message; the same list when `f` changed none. */
  map(f: (m: ChatMessage) => ChatMessage): MessageList {
    let changed = false
    const chunks = this.chunks.map((c) => {
      const next = c.map(f)
      if (next.every((m, i) => m === c[i])) return c
      changed = true
      return Object.freeze(next)
    })
    return changed ? new MessageList(chunks, this.length) : this
  }
}

/**
 * A state whose message lists went through a structured clone (a worker thread's answer: a clone keeps
 * a list's fields, not its class) with each conversation's list a MessageList again; the other slices
 * as they are. A state without messages is returned as is.
 */
export const revivedMessages = <S extends { readonly messaging: { readonly messages: Readonly<Record<string, unknown>> } }>(s: S): S => {
  const lists = s.messaging.messages
  const keys = Object.keys(lists)
  if (keys.every((k) => lists[k] instanceof MessageList)) return s
  const messages: Record<string, MessageList> = {}
  for (const k of keys) messages[k] = MessageList.from(lists[k] as Parameters<typeof MessageList.from>[0])
  return { ...s, messaging: { ...s.messaging, messages } }
}
