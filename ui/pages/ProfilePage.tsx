// The edit-profile page (a§2 EditProfile at /profile/edit): opens the editor (own info and the lists),
// keeps the form draft locally until Save, and maps the profile slice to the photo, about-you and linked
// e-mail/phone parts, and asks the member's own album for its "My photos" part; a link shows the member's
// own friend page (how others see them). A refresh of own info
// (photo review polling) never overwrites unsaved edits.
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { Link } from "wouter"
import { I } from "../../domain/app/intents"
import type { UserProfile } from "../../domain/session/answers"
import { INTERESTS_MAX, LANGUAGES_MAX } from "../../domain/constants"
import { birthYearRange } from "../../domain/login/rules"
import type { OwnAccount } from "../../domain/profile/answers"
import { genderFixed } from "../../domain/profile/rules"
import { selectOwnAccount, selectOwnProfile, selectProfileEdit } from "../../domain/profile/selectors"
import { useFormat, useI18n, type InterestKey } from "../../i18n"
import { languageName as languageNameIn } from "../../i18n/format"
import { selectOwnAlbum } from "../../domain/album/selectors"
import { ALBUM_PROBLEM, AVATAR_PROBLEM, LINK_PROBLEM, PROFILE_PROBLEM } from "../app/profileMessages"
import { selectGenderCodes } from "../../domain/presence/selectors"
import { useAppState, useDispatch } from "../app/hooks"
import { profilePath } from "../app/profilePath"
import { Spinner } from "../components/Spinner"
import { AlbumEditor } from "../components/profile/AlbumEditor"
import { AvatarEditor } from "../components/profile/AvatarEditor"
import { LinkedAccounts } from "../components/profile/LinkedAccounts"
import { ProfileForm, type ProfileFormValue } from "../components/profile/ProfileForm"
import { probeImage } from "../app/probeImage"
import "../components/profile/ProfileEdit.css"

const formOf = (u: UserProfile, a: OwnAccount | null): ProfileFormValue => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(u.birthday)
  return {
    nickname: u.name,
    year: m ? Number(m[1]) : null,
    month: m ? Number(m[2]) : null,
    day: m ? Number(m[3]) : null,
    gender: genderFixed(u.gender) ? u.gender : null,
    languages: [...(a?.languages ?? [])],
    interests: [...u.interests],
  }
}

const sameSet = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x) => b.includes(x))
const sameForm = (a: ProfileFormValue, b: ProfileFormValue): boolean =>
  a.nickname === b.nickname && a.year === b.year && a.month === b.month && a.day === b.day && a.gender === b.gender &&
  sameSet(a.languages, b.languages) && sameSet(a.interests, b.interests)

const iso = (v: ProfileFormValue): string =>
  v.year && v.month && v.day ? `${v.year}-${String(v.month).padStart(2, "0")}-${String(v.day).padStart(2, "0")}` : ""

/** The edit-profile page. */
export default function ProfilePage() {
  const { LL } = useI18n()
  const format = useFormat()
  const dispatch = useDispatch()
  const user = useAppState(selectOwnProfile)
  const account = useAppState(selectOwnAccount)
  const edit = useAppState(selectProfileEdit)
  const genders = useAppState(selectGenderCodes)
  const album = useAppState(selectOwnAlbum)
  const prefix = useAppState((s) => s.shell.route.prefix)
  const deleting = useMemo(() => Object.keys(album.deleting).map(Number), [album.deleting])
  useEffect(() => {
    dispatch(I.OpenProfileEditor())
    dispatch(I.OpenOwnAlbum())
  }, [dispatch])

  const stored = useMemo(() => (user && account ? formOf(user, account) : null), [user, account])
  const [draft, setDraft] = useState<ProfileFormValue | null>(null)
  // The draft follows what is stored while the member has not edited it, and once after each save
  // (the own info read after the save answer); otherwise a refresh keeps the member's edits.
  const base = useRef<ProfileFormValue | null>(null)
  const adoptNext = useRef(false)
  useEffect(() => {
    if (edit.savedAt !== null) adoptNext.current = true
  }, [edit.savedAt])
  useEffect(() => {
    if (!stored) return
    const prev = base.current
    const adopt = adoptNext.current
    base.current = stored
    adoptNext.current = false
    setDraft((d) => (d === null || adopt || (prev !== null && sameForm(d, prev)) ? stored : d))
  }, [stored])

  const languageName = useCallback((code: string, fallback: string) => languageNameIn(code, format.tag) ?? fallback, [format.tag])
  const languages = useMemo(() => edit.languages?.map((l) => ({ id: l.id, label: languageName(l.code, l.name) })) ?? null, [edit.languages, languageName])
  const interests = useMemo(
    () => edit.interests?.map((i) => ({ id: i.id, label: LL.interests[String(i.id) as InterestKey]() || i.name })) ?? null,
    [edit.interests, LL],
  )
  const dateText = format.date
  const lockText = (until: number) => (until > Date.now() ? dateText(until) : null)

  if (!user || !account || !draft || !stored) {
    return (
      <section className="profile-page profile-loading" aria-busy="true">
        <Spinner label={LL.member.profile.loading()} />
      </section>
    )
  }
  const phone = account.phoneNumber ? `+${account.phoneCountryCode} ${account.phoneNumber}` : ""
  return (
    <section className="profile-page" aria-labelledby="profile-title">
      <h1 id="profile-title" className="profile-title">{LL.pages.editProfile()}</h1>
      <p className="profile-intro">
        {LL.member.profile.intro()} <Link href={profilePath(prefix, String(user.id))}>{LL.member.profile.viewOwn()}</Link>
      </p>
      <div className="profile-grid">
        <AvatarEditor
          currentUrl={user.avatar}
          name={user.name}
          review={account.avatarReview}
          reviewUrl={account.reviewAvatar}
          upload={edit.upload}
          problem={edit.avatarProblem ? AVATAR_PROBLEM[edit.avatarProblem] : null}
          onChoose={(file) => dispatch(I.ChooseAvatar({ key: crypto.randomUUID(), localUrl: URL.createObjectURL(file), size: file.size, mime: file.type }))}
        />
        <div className="profile-main">
          <ProfileForm
            value={draft}
            onChange={(patch) => setDraft((d) => (d ? { ...d, ...patch } : d))}
            maxYear={birthYearRange(Date.now()).max}
            minYear={birthYearRange(Date.now()).min}
            birthdayLocked={account.birthdayChanged}
            genderFixed={genderFixed(user.gender)}
            genders={genders}
            languages={languages}
            interests={interests}
            maxLanguages={LANGUAGES_MAX}
            maxInterests={INTERESTS_MAX}
            listsFailed={edit.listsFailed}
            errorKey={edit.problem ? PROFILE_PROBLEM[edit.problem] : null}
            saved={edit.savedAt !== null}
            busy={edit.saving !== null}
            dirty={!sameForm(draft, stored)}
            onSubmit={() =>
              dispatch(I.SaveProfile({ nickname: draft.nickname, birthday: iso(draft), gender: draft.gender, languages: draft.languages, interests: draft.interests }))
            }
          />
          <AlbumEditor
            pictures={album.pictures}
            loading={album.loading !== null}
            uploads={album.uploads}
            deleting={deleting}
            problem={album.problem && album.problem !== "loadFailed" ? ALBUM_PROBLEM[album.problem] : null}
            onAdd={(file) => {
              // Decoded first, as chat images are: a file that is no image whatever its name is refused
              // ("only images"), not uploaded to fail with "try again".
              const localUrl = URL.createObjectURL(file)
              void probeImage(localUrl, file.type).then((probe) =>
                dispatch(I.AddAlbumPicture({ key: crypto.randomUUID(), localUrl, size: file.size, mime: file.type, ...("decoded" in probe ? { decoded: false } : {}) })),
              )
            }}
            onDelete={(id) => dispatch(I.DeleteAlbumPicture({ id }))}
            onRetry={() => dispatch(I.OpenOwnAlbum())}
          />
          <LinkedAccounts
            email={{ value: account.email, lockedUntil: account.email ? lockText(account.emailLockedUntil) : null }}
            phone={{ value: phone, lockedUntil: phone ? lockText(account.phoneLockedUntil) : null }}
            busy={edit.linking?.field ?? null}
            problem={edit.linkProblem ? { field: edit.linkProblem.field, key: LINK_PROBLEM[edit.linkProblem.problem] } : null}
            done={edit.linked}
            onChangeEmail={(email) => dispatch(I.ChangeLinkedEmail({ email }))}
            onChangePhone={(countryCode, mobileNo) => dispatch(I.ChangeLinkedPhone({ countryCode, mobileNo }))}
          />
        </div>
      </div>
    </section>
  )
}
