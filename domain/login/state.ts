// The login popup and supply-info slices (a§2 steps 0-7, a§4 e-mail flow). `pending` is the request
// id of the one gateway call the flow waits for; answers with another id are stale and ignored.
import type { LoginOrigin, LoginProblem } from "./events"

/** a§2 login popup steps. */
export type LoginStep = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7
/** Step 7 modes: sign in, set a first password, or set a new one after a reset code. */
export type PasswordMode = "login" | "create" | "reset"

/** The login popup slice. resendAt: epoch ms from which a code may be sent again. */
export interface LoginState {
  readonly open: boolean
  readonly origin: LoginOrigin | null
  readonly step: LoginStep
  readonly email: string
  readonly accountId: number | null
  readonly mode: PasswordMode
  readonly reset: boolean
  /** The verified reset code, kept for resetPassword. */
  readonly code: string
  /** Kept only between a password call and the sign-in that follows it. */
  readonly password: string
  readonly pending: number | null
  readonly resendAt: number
  readonly problem: LoginProblem | null
}

export const initialLogin: LoginState = {
  open: false,
  origin: null,
  step: 0,
  email: "",
  accountId: null,
  mode: "login",
  reset: false,
  code: "",
  password: "",
  pending: null,
  resendAt: 0,
  problem: null,
}

/** Problems of the supply form, including the server's (20101 sensitive, 10025 update failed). */
export type SupplyError =
  | "nicknameRequired"
  | "nicknameTooLong"
  | "birthdayRequired"
  | "ageTooYoung"
  | "genderRequired"
  | "nicknameSensitive"
  | "updateFailed"

/** The supply-info popup slice: prefilled values (a§4) and the pending register call. */
export interface SupplyState {
  readonly open: boolean
  readonly nickname: string
  readonly birthday: string
  readonly gender: number | null
  readonly complementKey: string
  readonly pending: number | null
  readonly error: SupplyError | null
}

export const initialSupply: SupplyState = {
  open: false,
  nickname: "",
  birthday: "",
  gender: null,
  complementKey: "",
  pending: null,
  error: null,
}
