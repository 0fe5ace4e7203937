// Connects the login popup and the supply-info popup to the store (a§2 steps, a§4 e-mail, phone and social
// ways): typing stays local to the view; submitting dispatches intents; the domain decides what is valid.
// Google and Facebook are offered when they can work (local stand-in, or a configured client id).
import { useEffect, useRef, useState } from "react"
import { I } from "../../domain/app/intents"
import { birthYearRange, canSubmitEmailPassword, canSubmitPhonePassword, usersCountAt } from "../../domain/login/rules"
import { PASSWORD_SYMBOLS, PHONE_PASSWORD_CONFIG } from "../../domain/constants"
import { useI18n, useLocaleInfo } from "../../i18n"
import type { DialCountry } from "../components/PhoneStep"
import { LoginPopup, type LoginStep } from "../components/LoginPopup"
import { withLtrLiteral } from "../components/LtrLiteral"
import { SupplyInfoPopup, type SupplyErrorKey, type SupplyInfoValue } from "../components/SupplyInfoPopup"
import { selectGenderCodes } from "../../domain/presence/selectors"
import { useAppState, useDispatch, useServices } from "./hooks"
import { LOGIN_PROBLEM, SUPPLY_ERROR } from "./loginMessages"
import { useNow } from "./useNow"

/** a§9: the users counter rises by 1 to 10 a second from its default (visual only; domain/login/rules). */
const useUsersCount = (active: boolean): number => {
  const start = useRef(Date.now())
  const now = useNow(1000, active)
  return usersCountAt((now - start.current) / 1000)
}

/** The region preselected in the phone picker: the network's country, else the United States. */
const FALLBACK_COUNTRY = { alpha2: "US", dial: "1" }

/** Lazily loads the picker's regions (a separate chunk) the first time step 2 is shown. */
const usePhoneCountries = (active: boolean, tag: string, networkCountryId: number | null) => {
  const [list, setList] = useState<DialCountry[] | null>(null)
  const [chosen, setChosen] = useState<{ alpha2: string; dial: string } | null>(null)
  const [fallback, setFallback] = useState<{ alpha2: string; dial: string }>(FALLBACK_COUNTRY)
  useEffect(() => {
    if (!active) return
    let live = true
    void import("./phoneCountries").then((m) => {
      const all = m.loadDialCountries(tag)
      if (!live) return
      setList(all)
      const a2 = networkCountryId !== null ? m.alpha2OfNumeric(networkCountryId) : undefined
      const home = all.find((c) => c.alpha2 === a2)
      if (home) setFallback(home)
    })
    return () => {
      live = false
    }
  }, [active, tag, networkCountryId])
  return { list, country: chosen ?? fallback, choose: setChosen }
}

/** The login popup (steps 0-7) or the supply-info popup, whichever is open. */
export default function LoginContainer() {
  const supplyOpen = useAppState((s) => s.supply.open)
  return supplyOpen ? <SupplyContainer /> : <LoginPopupContainer />
}

function LoginPopupContainer() {
  const dispatch = useDispatch()
  const social = useServices().socialSignIn
  const l = useAppState((s) => s.login)
  const [email, setEmail] = useState(l.email)
  const [code, setCode] = useState("")
  const [password, setPassword] = useState("")
  const now = useNow(1000, l.step === 6 || l.step === 4)
  const users = useUsersCount(l.step === 1)
  const { LL } = useI18n()
  const { tag } = useLocaleInfo()
  const networkCountryId = useAppState((s) => s.session.networkCountryId)
  const [phone, setPhone] = useState(l.phone)
  const dial = usePhoneCountries(l.step === 2, tag, networkCountryId)
  useEffect(() => {
    setCode("")
    setPassword("")
  }, [l.step, l.mode])
  // Issue 14: the sign-in code of the social ways is loaded while the popup is open, ahead of a tap.
  const prepareSocial = social.google || social.facebook ? social.prepare : undefined
  useEffect(() => prepareSocial?.(), [prepareSocial])
  // a§8 25502: the wrong code is cleared and the field focused again (CodeStep refocuses on problemId).
  useEffect(() => {
    if (l.problem === "codeWrong") setCode("")
  }, [l.problem, l.problemId])

  const busy = l.pending !== null
  const problem = l.problem ? LOGIN_PROBLEM[l.problem] : null
  const step: LoginStep = l.step
  const submitCode = (value: string) => dispatch(I.SubmitCode({ code: value }))
  return (
    <LoginPopup
      step={step}
      onClose={() => dispatch(I.CloseLogin())}
      {...(l.step > 1 ? { onBack: () => dispatch(I.LoginBack()) } : {})}
      choose={{
        usersCount: users,
        onChooseEmail: () => dispatch(I.ChooseEmail()),
        onChooseGoogle: () => dispatch(I.ChooseSocial({ provider: "google" })),
        onChooseFacebook: () => dispatch(I.ChooseSocial({ provider: "facebook" })),
        onChoosePhone: () => dispatch(I.ChoosePhone()),
        googleEnabled: social.google,
        facebookEnabled: social.facebook,
        busyProvider: busy ? l.provider : null,
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
      phone={{
        country: dial.country,
        onCountryChange: dial.choose,
        countries: dial.list,
        value: phone,
        onChange: setPhone,
        onSubmit: () => dispatch(I.SubmitPhone({ countryCode: dial.country.dial, phone })),
        busy,
        phoneError: l.problem === "phoneFormat" || l.problem === "phoneInvalid" ? problem : null,
      }}
      phoneCode={{
        email: "",
        // In a left-to-right isolate: a phone number keeps its order inside right-to-left text.
        sentText: withLtrLiteral((slot) => LL.member.login.phoneCode.sentTo({ phone: slot }), `+${l.countryCode} ${l.phone}`, { nowrap: true }),
        value: code,
        onChange: (v) => {
          setCode(v)
          if (v.length === 6 && !busy) submitCode(v)
        },
        onSubmit: () => submitCode(code),
        busy,
        codeError: l.problem === "codeWrong" || l.problem === "codeFormat" || l.problem === "resendTooSoon" ? problem : null,
        refocusKey: l.problem === "codeWrong" ? l.problemId : 0,
        resendInSeconds: Math.max(0, Math.ceil((l.resendAt - now) / 1000)),
        onResend: () => dispatch(I.ResendCode()),
        reset: l.reset,
      }}
      phonePassword={{
        mode: l.mode,
        value: password,
        onChange: setPassword,
        onSubmit: () => dispatch(I.SubmitPassword({ password })),
        canSubmit: canSubmitPhonePassword(password),
        busy,
        passwordError: l.problem === "passwordLength" ? "errorPhonePassword" : l.problem === "passwordChars" ? problem : null,
        ruleText: withLtrLiteral((slot) => LL.member.login.password.rulePhone({ symbols: slot }), PASSWORD_SYMBOLS, { nowrap: true }),
        ...(l.mode === "login" ? { onForgotPassword: () => dispatch(I.ForgotPassword()) } : {}),
        ...(l.mode === "create" && l.passwordConfig === PHONE_PASSWORD_CONFIG.optional ? { onSkip: () => dispatch(I.SkipPassword()) } : {}),
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
  const genders = useAppState(selectGenderCodes)
  const [value, setValue] = useState<SupplyInfoValue>(() => ({
    nickname: s.nickname,
    ...parseBirthday(s.birthday),
    gender: s.gender === 1 || s.gender === 2 ? s.gender : null,
  }))
  const years = birthYearRange(Date.now())
  const birthday = value.year && value.month && value.day ? `${value.year}-${pad(value.month)}-${pad(value.day)}` : ""
  return (
    <SupplyInfoPopup
      value={value}
      onChange={(patch) => setValue((v) => ({ ...v, ...patch }))}
      maxYear={years.max}
      minYear={years.min}
      genders={genders}
      errorKey={s.error ? (SUPPLY_ERROR[s.error] as SupplyErrorKey) : null}
      busy={s.pending !== null}
      onSubmit={() => dispatch(I.SubmitSupplyInfo({ nickname: value.nickname, birthday, gender: value.gender }))}
      onClose={() => dispatch(I.CloseSupplyInfo())}
    />
  )
}
