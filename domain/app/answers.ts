// Domain shapes of gateway answers, per contract endpoint name. The gateway adapter maps wire names
// (goldNum, headImg, userName) to these once (infrastructure/gateway/translate.ts); features read
// them from GatewayAnswered events through `answerOf`.
import type { ApiName } from "../../infrastructure/gateway/contract"

/** A member's own profile (a§3 user info). coinBalance in coins; gender 1 male, 2 female. */
export interface UserProfile {
  readonly id: number
  readonly name: string
  readonly avatar: string
  readonly coinBalance: number
  readonly gender: number
  readonly birthday: string
  readonly countryId: number
  readonly interests: ReadonlyArray<number>
  readonly status: number
  readonly goddess: boolean
}

/** A successful sign-in or registration: the profile, its login token, and whether it is new. */
export interface SignIn {
  readonly user: UserProfile
  readonly token: string
  readonly isNew: boolean
}

/** A host on the wall. avatar is the 270X360 image; pricePerMinute in coins (0 = free). */
export interface Host {
  readonly id: number
  readonly name: string
  readonly avatar: string
  readonly countryId: number
  readonly age: number
  readonly status: number
  readonly goddess: boolean
  readonly pricePerMinute: number
  readonly interests: ReadonlyArray<number>
}

/** A host group tab; `code` maps to catalog text. */
export interface HostGroup {
  readonly id: number
  readonly code: string
  readonly name: string
}

/** Answer data by endpoint name, in domain shape. */
export interface Answers {
  readonly emailExists: { readonly status: number; readonly userId?: number }
  readonly sendVerifyEmail: { readonly userId: number }
  readonly alreadyVerifyEmail: { readonly userId: number }
  readonly sendForgetEmail: { readonly userId: number }
  readonly setPassword: { readonly profileComplete: boolean }
  readonly resetPassword: Record<string, never>
  readonly register: SignIn
  readonly emailLogin: SignIn
  readonly getUserInfo: UserProfile
  readonly getCurrentGoldNum: { readonly coinBalance: number }
  readonly logout: unknown
  readonly countryByIp: { readonly countryId: number }
  readonly hostGroups: ReadonlyArray<HostGroup>
  readonly hostsSignedIn: { readonly hosts: ReadonlyArray<Host>; readonly page: number; readonly hasMore: boolean }
  readonly hostsGuest: { readonly hosts: ReadonlyArray<Host>; readonly page: number; readonly hasMore: boolean }
  readonly hostCountries: ReadonlyArray<number>
  readonly heartbeat: unknown
  readonly dictOnlineStatus: ReadonlyArray<{ readonly id: number; readonly name: string }>
  readonly dictUserGender: ReadonlyArray<{ readonly id: number; readonly name: string }>
  readonly popupGet: unknown
  readonly protocolStatus: { readonly showPop: boolean }
  readonly protocolSave: unknown
}

// Every contract endpoint must have a domain answer shape.
type _Complete = ApiName extends keyof Answers ? true : never
export const _answersComplete: _Complete = true

/** Complement-info data of a 10042 answer (a§4 supplementary info). */
export interface ComplementInfo {
  readonly complementInfoKey: string
  readonly nickname: string
  readonly gender: number | null
  readonly birthday: string
}

/** The typed data of an answer event when it answers `name`, else undefined. */
export const answerOf = <K extends keyof Answers>(
  e: { readonly _tag: string; readonly name?: string; readonly data?: unknown },
  name: K,
): Answers[K] | undefined => (e._tag === "GatewayAnswered" && e.name === name ? (e.data as Answers[K]) : undefined)
