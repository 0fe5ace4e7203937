// The boot script's side of the early requests (issue 14): a visitor's wall needs the group tabs, the
// countries of the filter and the first page of the first group before it can show a photo. The boot
// script (ui/boot/boot.ts) sends those requests with this module while the app's code is still on the
// network: the same requests the app will send (the caller, language and device id are decided the way
// AppStarted decides them), published on `globalThis.__early` for the gateway client (./early.ts), and
// hands the first row's photo addresses to the first paint. Members with a login token are left alone:
// their wall is the signed list, a signed request.
//
// With `wallFirstGroupId` configured (infrastructure/config.ts) the first page goes out together with the
// groups; it is used once the groups answer names that group first.
//
// The boot script carries no Schema (effect would triple its size): this reads only the first group's
// id, to send the first page, and the first row's photo addresses, as hints checked field by field. The
// app's gateway client decodes the very same answers with the contract's Schemas, as it decodes any.
import { storedSession } from "../../domain/app/storedSession"
import { languageIdOf, SITE_LANGUAGE_KEY, WALL_PAGE_SIZE } from "../../domain/constants"
import { chooseLanguage, uiLanguageOf, type UiLanguage } from "../../domain/shell/language"
import { parseRoute } from "../../domain/shell/routes"
import { newDeviceId } from "../browser/deviceId"
import { browserStorage } from "../browser/storage"
import { loadConfig } from "../config"
import { sendEarly, type EarlyEntry, type EarlyRequests, type EarlySender } from "./early"
import type { WireAnswer, WireCaller } from "./request"
import { WALL_ROUTES } from "./wallRoutes"
import { makeBodyCodec, type BodyCodec } from "./wire"

/** The requests the boot script may send early. */
export const EARLY_NAMES = ["hostGroups", "hostCountries", "hostsGuest"] as const

/** What the early requests are decided from: stored values (cookies over local storage), the address, the browser's languages. */
export interface EarlyInput {
  readonly stored: Readonly<Record<string, string>>
  readonly path: string
  readonly search: string
  readonly browserLanguages: ReadonlyArray<string>
}

/** The interface language the app will show (a§1, as AppStarted decides it: prefix, stored siteLanguage, browser languages). */
export const pageLanguage = (input: EarlyInput): UiLanguage =>
  chooseLanguage(parseRoute(input.path), uiLanguageOf(input.stored[SITE_LANGUAGE_KEY] ?? ""), input.browserLanguages)

/** Whether the page's query (`location.search`) opens the trace replay (`?trace=`): no live app runs there. */
export const isTraceReplay = (search: string): boolean => new URLSearchParams(search).has("trace")

/**
 * The caller of the early requests, as the app's AppStarted will make it (session: deviceId, userId,
 * token from storage; shell: the language of a§1), or null when nothing is sent early: a member with a
 * login token (the signed wall) or a trace replay (`?trace=`, no live app). `newId` makes the device id
 * of a device that has none yet; the app adopts it (ui/app/compose.ts).
 */
export const earlyCaller = (input: EarlyInput, newId: () => string): WireCaller | null => {
  if (storedSession(input.stored) || isTraceReplay(input.search)) return null
  const language = pageLanguage(input)
  return { deviceId: input.stored["deviceId"] || newId(), userId: input.stored["userId"] ?? "", token: "", languageId: languageIdOf(language) }
}

/** The `data` of a code-200 answer (sealed or plain), or undefined when it is anything else. */
export const answerData = async (answer: WireAnswer, codec: () => Promise<BodyCodec>): Promise<unknown> => {
  if ("failed" in answer || answer.status !== 200) return undefined
  try {
    let body = JSON.parse(answer.text) as unknown
    if (isRecord(body) && typeof body["payload"] === "string") body = JSON.parse(await (await codec()).decrypt(body["payload"])) as unknown
    return isRecord(body) && body["code"] === 200 ? body["data"] : undefined
  } catch {
    return undefined
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v)

/** The id of the first group of a hostGroups answer's data (the wall opens on it), or null. */
export const firstGroupId = (data: unknown): number | null => {
  const first = Array.isArray(data) ? (data[0] as unknown) : undefined
  return isRecord(first) && typeof first["id"] === "number" && Number.isSafeInteger(first["id"]) ? first["id"] : null
}

/**
 * The photo addresses (headImg) of the first `count` hosts of a hostsGuest answer's data, in order,
 * resolved against `base`; a host without a usable http(s) address ends the list (its card shows an
 * initial, not a photo).
 */
export const firstPhotos = (data: unknown, count: number, base: string): string[] => {
  const list = isRecord(data) && Array.isArray(data["list"]) ? (data["list"] as unknown[]) : []
  const out: string[] = []
  for (const host of list.slice(0, count)) {
    const src = isRecord(host) ? host["headImg"] : undefined
    if (typeof src !== "string" || src === "") break
    try {
      const url = new URL(src, base)
      if (url.protocol !== "https:" && url.protocol !== "http:") break
    } catch {
      break
    }
    out.push(src)
  }
  return out
}

/** What {@link startEarlyRequests} needs from the page; tests pass fakes. */
export interface EarlyPage {
  readonly input: EarlyInput
  readonly fetch: typeof globalThis.fetch
  readonly now: () => number
  /** How many photos the wall's first row shows (its columns). */
  readonly rowLength: number
  /** Base address the photo addresses are resolved against (document.baseURI). */
  readonly base: string
  /** Called once with the first row's photo addresses (at least one), when the first page is in. */
  readonly onFirstRow: (photos: ReadonlyArray<string>) => void
}

/**
 * Sends the early requests of this page load and returns what the gateway client takes them from
 * (published on `globalThis.__early` by the boot script), or null when nothing is sent (see earlyCaller).
 * On the wall (a§2 GoddessWall) the first row's photos go to `onFirstRow` as soon as the first page is in.
 */
export const startEarlyRequests = (page: EarlyPage): EarlyRequests | null => {
  const caller = earlyCaller(page.input, newDeviceId)
  if (!caller) return null
  const config = loadConfig()
  // The answers' key is imported while the groups request is on the network, not after it.
  const codec = makeBodyCodec(config.codecKey)
  codec.catch(() => undefined)
  const sender: EarlySender = { config, caller, fetch: page.fetch, now: page.now, codec: () => codec }
  const answers = new Map<string, EarlyEntry>()
  // The groups first: the first page (and its photos) wait for them.
  const groups = sendEarly(sender, answers, "hostGroups", WALL_ROUTES.hostGroups, {})
  sendEarly(sender, answers, "hostCountries", WALL_ROUTES.hostCountries, {})
  const onWall = parseRoute(page.input.path).name === "GoddessWall"
  // The app's first page of its first group (domain/wall/react.ts: page 1, no country chosen yet).
  const firstPageOf = (groupId: number) => sendEarly(sender, answers, "hostsGuest", WALL_ROUTES.hostsGuest, { groupId, page: 1, size: WALL_PAGE_SIZE })
  // The first group known by configuration: its page goes out with the groups, not after their answer.
  const hinted = Number.isSafeInteger(config.wallFirstGroupId) && config.wallFirstGroupId > 0 ? config.wallFirstGroupId : null
  const guessed = hinted === null ? null : firstPageOf(hinted)
  const firstPage = groups
    .then((answer) => answerData(answer, sender.codec))
    .then((data) => {
      const groupId = firstGroupId(data)
      // Another first group than configured: that page is asked for now (the guessed answer goes unused).
      return groupId === null ? null : groupId === hinted && guessed ? guessed : firstPageOf(groupId)
    })
  const registered = firstPage.then(
    () => undefined,
    () => undefined,
  )
  if (onWall)
    void firstPage
      .then((answer) => (answer === null ? undefined : answerData(answer, sender.codec)))
      .then((data) => {
        const photos = firstPhotos(data, page.rowLength, page.base)
        if (photos.length > 0) page.onFirstRow(photos)
      })
      .catch(() => undefined)
  return { deviceId: caller.deviceId, names: EARLY_NAMES, registered, answers }
}

/** The page's stored values, address and languages, read as the app reads them at start. */
export const pageEarlyInput = (): EarlyInput => ({
  stored: browserStorage.read(),
  path: location.pathname,
  search: location.search,
  browserLanguages: pageBrowserLanguages(),
})

/** The browser's languages, most preferred first (navigator.languages, else navigator.language); AppStarted carries them too. */
export const pageBrowserLanguages = (): string[] =>
  [...(navigator.languages ?? [navigator.language])].filter((l) => typeof l === "string" && l !== "")
