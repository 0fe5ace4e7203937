// HostCard: one host on the wall — 3:4 photo (box reserved before load), name, age, country flag
// (accessible name = country), presence dot with text, and for signed-in members a call button with
// the per-minute price. The photo and the name link to the host's friend page (issue 12). User text (names) is rendered as React text only, never as markup.
import { memo, useId, useState } from "react"
import { Link, useLocation } from "wouter"
import { useI18n } from "../../i18n"
import { CoinIcon, VideoIcon } from "./icons"
import { StatusDot, type PresenceStatus } from "./StatusDot"
import { Skeleton } from "./Skeleton"
import { Flag } from "./flags/Flag"
import { initialOf } from "./Avatar"
import "./HostCard.css"

/** The data a host card shows (built by the container from the wall state). */
export interface HostCardModel {
  id: number
  name: string
  /** Age in years; null when unknown. */
  age: number | null
  /** 270x360 avatar URL; null shows the initial. */
  avatarUrl: string | null
  /** Localised country name (accessible name of the flag); null when unknown. */
  countryName: string | null
  /** ISO 3166 alpha-2 code of the country (draws the flag image), e.g. "TR"; null when unknown. */
  countryCode: string | null
  status: PresenceStatus
  /** Coins per minute; 0 means free. */
  pricePerMinute: number
}

/** Props of {@link HostCard}: the model plus the viewer's sign-in state, the call callback and the friend page's path. */
export interface HostCardProps extends HostCardModel {
  signedIn: boolean
  onCall: (id: number) => void
  /** The host's friend page (m§2 FriendPage): the photo and the name link there. */
  profileHref: string
  /** A card of the wall's first row (issue 14: the largest paint): its photo loads at once, first. */
  priority?: boolean
}

/** Photo box size of the big avatar variant (270x360). */
export const HOST_PHOTO = { width: 270, height: 360 } as const

/**
 * A host's portrait card. Memoized: a store update that leaves a card's props as they were (the wall's
 * loading state, the next page's hosts) does not render it again (issue 14, blocking time).
 */
export const HostCard = memo(function HostCard({ id, name, age, avatarUrl, countryName, countryCode, status, pricePerMinute, signedIn, onCall, profileHref, priority = false }: HostCardProps) {
  const { LL } = useI18n()
  const nameId = useId()
  const [, navigate] = useLocation()
  const [broken, setBroken] = useState<string | null>(null)
  const showImg = !!avatarUrl && broken !== avatarUrl
  const free = pricePerMinute <= 0
  return (
    <article className="host-card" aria-labelledby={nameId}>
      <div className="host-card-media">
        {/* A click on the photo opens the friend page too; the name link below is the keyboard and screen-reader path. */}
        <div className="host-card-photo-link" onClick={() => navigate(profileHref)}>
        {showImg ? (
          <img
            src={avatarUrl}
            alt={name}
            width={HOST_PHOTO.width}
            height={HOST_PHOTO.height}
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            onError={() => setBroken(avatarUrl)}
          />
        ) : (
          <div className="host-card-nophoto" role="img" aria-label={LL.host.noPhoto()}>
            <span aria-hidden="true">{initialOf(name)}</span>
          </div>
        )}
        </div>
        <span className="host-card-status">
          <StatusDot status={status} />
        </span>
      </div>
      <div className="host-card-info">
        <h2 id={nameId} className="host-card-name user-text">
          <Link href={profileHref} className="host-card-name-link">{name}</Link>
        </h2>
        <p className="host-card-meta">
          {age !== null ? (
            <>
              <span aria-hidden="true">{LL.host.age({ age })}</span>
              <span className="visually-hidden">{LL.host.ageLabel({ age })}</span>
            </>
          ) : null}
          {countryCode && countryName ? (
            <Flag code={countryCode} label={countryName} size={14} className="host-card-flag" />
          ) : countryName ? (
            <span className="host-card-country">{countryName}</span>
          ) : null}
        </p>
        {signedIn ? (
          <button
            type="button"
            className="host-card-call"
            aria-label={free ? LL.host.callFreeLabel({ name }) : LL.host.callLabel({ name, price: pricePerMinute })}
            onClick={() => onCall(id)}
          >
            <VideoIcon size={18} />
            {free ? (
              <span>{LL.common.free()}</span>
            ) : (
              <>
                <CoinIcon size={16} />
                <span>{LL.host.price({ price: pricePerMinute })}</span>
              </>
            )}
          </button>
        ) : null}
      </div>
    </article>
  )
})

/** A loading placeholder with the same box as a card (no layout jump when data arrives). */
export function HostCardSkeleton() {
  return (
    <div className="host-card is-skeleton" aria-hidden="true">
      <Skeleton className="host-card-media" shape="block" />
    </div>
  )
}
