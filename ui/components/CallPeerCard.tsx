// CallPeerCard: the other member's profile inside a call popup (m§2 profile entry of the ringing and
// video popups): photo, name, age, country, interest labels, Report (the video popup's: the same video
// report as its Report control) and Block (issue 12: blocking from a call asks first and says the call
// ends). Used as the video popup's profile panel and the ringing popup's dialog.
import { useId } from "react"
import { Link } from "wouter"
import { useI18n } from "../../i18n"
import { Avatar } from "./Avatar"
import { Button } from "./Button"
import { Flag } from "./flags/Flag"

/** The other member as the call popups show them (built by the container). */
export interface CallPeerModel {
  name: string
  /** Age in years; null when unknown. */
  age: number | null
  /** Big avatar URL (270x360); null shows the initial. */
  avatarUrl: string | null
  countryName: string | null
  /** The country's ISO 3166 alpha-2 code, drawn as a flag image beside the name; null for none. */
  countryCode: string | null
  /** Localised interest labels. */
  interests: readonly string[]
}

/** Props of {@link CallPeerCard}. `headingId` names the surrounding panel or dialog. */
export interface CallPeerCardProps {
  peer: CallPeerModel
  headingId?: string
  /** Opens the block confirmation; omit to hide Block. */
  onBlock?: () => void
  /** Opens the report dialog (the video popup's: a video report with the screenshot); omit to hide Report. */
  onReport?: () => void
  /**
   * The peer's friend page (m§2 FriendPage), opened under the popup; omit to show no link (negative ids
   * have no page). `onOpenProfile` runs on the click (the ringing card closes itself).
   */
  profileHref?: string
  onOpenProfile?: () => void
}

/** The peer's age, country and interest labels (the ringing popup and the in-call profile card). */
export function PeerFacts({ peer }: { peer: CallPeerModel }) {
  const { LL } = useI18n()
  return (
    <>
        <p className="call-ringing-meta">
          {peer.age !== null ? <span>{LL.member.call.age({ age: peer.age })}</span> : null}
          {peer.countryName ? (
            <span>
              {peer.countryCode ? <><Flag code={peer.countryCode} size={12} />{" "}</> : null}
              {peer.countryName}
            </span>
          ) : null}
        </p>
        {peer.interests.length > 0 ? (
          <ul className="call-ringing-interests" aria-label={LL.member.call.ringing.interests()}>
            {peer.interests.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
        ) : null}
    </>
  )
}

/** The peer's card with Block. */
export function CallPeerCard({ peer, headingId, onBlock, onReport, profileHref, onOpenProfile }: CallPeerCardProps) {
  const { LL } = useI18n()
  const own = useId()
  return (
    <div className="call-peer-card">
      <Avatar src={peer.avatarUrl} name={peer.name} size={96} alt={LL.member.call.ringing.photo({ name: peer.name })} />
      <h3 id={headingId ?? own} className="call-peer-card-name user-text">{peer.name}</h3>
      <PeerFacts peer={peer} />
      {profileHref ? (
        <Link href={profileHref} className="call-peer-card-link" onClick={onOpenProfile}>
          {LL.member.social.page.openProfile({ name: peer.name })}
        </Link>
      ) : null}
      {onBlock || onReport ? (
        <div className="call-peer-card-actions">
          {onReport ? (
            <Button variant="secondary" size="sm" onClick={onReport}>
              {LL.member.call.profile.report({ name: peer.name })}
            </Button>
          ) : null}
          {onBlock ? (
            <Button variant="danger" size="sm" onClick={onBlock}>
              {LL.member.call.profile.block({ name: peer.name })}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
