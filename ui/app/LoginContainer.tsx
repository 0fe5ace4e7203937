// Connects the login popup and the supply-info popup to the store (a§2 steps, a§4 e-mail flow):
// typing stays local to the view; submitting dispatches intents; the domain decides what is valid.
import { useEffect, useRef, useState } from "react"
import { I } from "../../domain/app/intents"
import { canSubmitEmailPassword } from "../../domain/login/rules"
import { MIN_BIRTH_YEAR, MIN_AGE_YEARS, USERS_COUNTER_DEFAULT } from "../../domain/constants"
import { LoginPopup, type LoginStep } from "../components/LoginPopup"
import { SupplyInfoPopup, type SupplyErrorKey, type SupplyInfoValue } from "../components/SupplyInfoPopup"
import { useAppState, useDispatch } from "./hooks"
import { LOGIN_PROBLEM, SUPPLY_ERROR } from "./messages"
import { useNow } from "./useNow"

/** a§9: the users counter rises by 1 to 10 a second from its default (visual only). */
const useUsersCount = (active: boolean): number => {
  const start = useRef(Date.now())
  const now = useNow(1000, active)
  const seconds = Math.max(0, Math.floor((now - start.current) / 1000))
  return USERS_COUNTER_DEFAULT + seconds * 5 + ((seconds * 7) % 5)
}

/** The login popup (steps 0, 1, 5, 6, 7) or the supply-info popup, whichever is open. */
export default function LoginContainer() {
  const supplyOpen = useAppState((s) => s.supply.open)
  return supplyOpen ? <SupplyContainer /> : <LoginPopupContainer />
}

function LoginPopupContainer() {
  const dispatch = useDispatch()
  const l = useAppState((s) => s.login)
  const [email, setEmail] = useState(l.email)
  const [code, setCode] = useState("")
  const [password, setPassword] = useState("")
  const now = useNow(1000, l.step === 6)
  const users = useUsersCount(l.step === 1)
  useEffect(() => {
    setCode("")
    setPassword("")
  }, [l.step, l.mode])

  const busy = l.pending !== null
  const problem = l.problem ? LOGIN_PROBLEM[l.problem] : null
  const step: LoginStep = l.step === 5 || l.step === 6 || l.step === 7 || l.step === 1 ? l.step : 0
  const submitCode = (value: string) => dispatch(I.SubmitCode({ code: value }))
  return (
    <LoginPopup
      step={step}
      onClose={() => dispatch(I.CloseLogin())}
      {...(l.step > 1 ? { onBack: () => dispatch(I.LoginBack()) } : {})}
      choose={{
        usersCount: users,
        onChooseEmail: () => dispatch(I.ChooseEmail()),
        onChooseGoogle: () => undefined,
        onChoosePhone: () => undefined,
        googleEnabled: false,
        phoneEnabled: false,
      }}
      email={{ value: email, onChange: setEmail, onSubmit: () => dispatch(I.SubmitEmail({ email })), busy, emailError: l.problem === "emailFormat" ? problem : null }}
      code={{
        email: l.email,
        value: code,
        onChange: (v) => {
          setCode(v)
          if (v.length === 6 && !busy) submitCode(v)
        },
        onSubmit: () => submitCode(code),
        busy,
        codeError: l.problem && l.problem !== "emailFormat" ? problem : null,
        resendInSeconds: Math.max(0, Math.ceil((l.resendAt - now) / 1000)),
        onResend: () => dispatch(I.ResendCode()),
        reset: l.reset,
      }}
      password={{
        mode: l.mode,
        value: password,
        onChange: setPassword,
        onSubmit: () => dispatch(I.SubmitPassword({ password })),
        canSubmit: canSubmitEmailPassword(password),
        busy,
        passwordError: l.problem === "passwordLength" || l.problem === "passwordChars" ? problem : null,
        ...(l.mode === "login" ? { onForgotPassword: () => dispatch(I.ForgotPassword()) } : {}),
        email: l.email,
      }}
    />
  )
}

const parseBirthday = (b: string): Pick<SupplyInfoValue, "year" | "month" | "day"> => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(b)
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : { year: null, month: null, day: null }
}

const pad = (n: number) => String(n).padStart(2, "0")

function SupplyContainer() {
  const dispatch = useDispatch()
  const s = useAppState((st) => st.supply)
  const [value, setValue] = useState<SupplyInfoValue>(() => ({
    nickname: s.nickname,
    ...parseBirthday(s.birthday),
    gender: s.gender === 1 || s.gender === 2 ? s.gender : null,
  }))
  const maxYear = new Date().getFullYear() - MIN_AGE_YEARS
  const birthday = value.year && value.month && value.day ? `${value.year}-${pad(value.month)}-${pad(value.day)}` : ""
  return (
    <SupplyInfoPopup
      value={value}
      onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
      maxYear={maxYear}
      minYear={MIN_BIRTH_YEAR}
      errorKey={s.error ? (SUPPLY_ERROR[s.error] as SupplyErrorKey) : null}
      busy={s.pending !== null}
      onSubmit={() => dispatch(I.SubmitSupplyInfo({ nickname: value.nickname, birthday, gender: value.gender }))}
      onClose={() => dispatch(I.CloseSupplyInfo())}
    />
  )
}
