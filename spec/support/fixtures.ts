// Shared fixtures: domain-shaped answers (what GatewayAnswered carries after translate), event
// builders for given/when/then, and a fixed clock.
import type { ComplementInfo, FailureReason } from "../../domain/core/events"
import type { Answers } from "../../domain/app/answers"
import type { Host, HostGroup } from "../../domain/wall/answers"
import type { SignIn, UserProfile } from "../../domain/session/answers"
import type { NewEvent } from "../../domain/app/event"

/** 2026-01-15T12:00:00Z, the tests' "now". */
export const T0 = Date.UTC(2026, 0, 15, 12, 0, 0)

export const user = (id = 501, over: Partial<UserProfile> = {}): UserProfile => ({
  id,
  name: `user${id}`,
  avatar: `https://img.example/${id}_270X360.jpg`,
  coinBalance: 120,
  gender: 1,
  birthday: "1995-04-03",
  countryId: 792,
  interests: [1, 2],
  status: 2,
  goddess: false,
  ...over,
})

export const signIn = (id = 501, token = `tok-${id}`, isNew = false): SignIn => ({ user: user(id), token, isNew })

export const host = (id: number, over: Partial<Host> = {}): Host => ({
  id,
  name: `host${id}`,
  avatar: `https://img.example/h${id}_270X360.jpg`,
  countryId: 356,
  age: 24,
  status: 2,
  goddess: true,
  pricePerMinute: 60,
  interests: [3],
  ...over,
})

export const hostPage = (page: number, ids: ReadonlyArray<number>, hasMore = true): Answers<"hostsGuest"> => ({
  hosts: ids.map((id) => host(id)),
  page,
  hasMore,
})

export const groups: ReadonlyArray<HostGroup> = [
  { id: 11, code: "popular", name: "Popular" },
  { id: 12, code: "new", name: "New" },
]

// ---- event builders (unnumbered; gwt numbers them) ----

type Ev<T extends NewEvent["_tag"]> = Omit<Extract<NewEvent, { _tag: T }>, "at"> & { at?: number }

const mk = <T extends NewEvent["_tag"]>(e: Ev<T>): NewEvent => ({ at: T0, ...e }) as NewEvent

/** Event builders with `at` defaulting to T0. */
export const E = {
  started: (path = "/", stored: Record<string, string> = {}, deviceId = "dev-1"): NewEvent =>
    mk<"AppStarted">({ _tag: "AppStarted", path, stored, deviceId }),
  answered: (requestId: number, name: string, data: unknown, at?: number): NewEvent =>
    mk<"GatewayAnswered">({ _tag: "GatewayAnswered", requestId, name, data, ...(at !== undefined ? { at } : {}) }),
  failed: (
    requestId: number,
    name: string,
    code: number,
    more: { msg?: string; httpStatus?: number; reason?: FailureReason; data?: ComplementInfo; at?: number } = {},
  ): NewEvent =>
    mk<"GatewayFailed">({
      _tag: "GatewayFailed",
      requestId,
      name,
      code,
      msg: more.msg ?? "",
      httpStatus: more.httpStatus ?? 200,
      reason: more.reason ?? "code",
      ...(more.data !== undefined ? { data: more.data } : {}),
      ...(more.at !== undefined ? { at: more.at } : {}),
    }),
  loginOpened: (origin: "menu" | "router" | "gate" | "call" | "im" = "menu"): NewEvent => mk<"LoginOpened">({ _tag: "LoginOpened", origin }),
  emailWay: (): NewEvent => mk<"EmailWayChosen">({ _tag: "EmailWayChosen" }),
  emailSubmitted: (email: string): NewEvent => mk<"EmailSubmitted">({ _tag: "EmailSubmitted", email }),
  codeSubmitted: (code: string): NewEvent => mk<"CodeSubmitted">({ _tag: "CodeSubmitted", code }),
  passwordSubmitted: (password: string): NewEvent => mk<"PasswordSubmitted">({ _tag: "PasswordSubmitted", password }),
  forgotten: (): NewEvent => mk<"PasswordForgotten">({ _tag: "PasswordForgotten" }),
  back: (): NewEvent => mk<"LoginBackPressed">({ _tag: "LoginBackPressed" }),
  timer: (key: string, at?: number): NewEvent => mk<"TimerElapsed">({ _tag: "TimerElapsed", key, ...(at !== undefined ? { at } : {}) }),
  visited: (path: string): NewEvent => mk<"PathVisited">({ _tag: "PathVisited", path }),
}
