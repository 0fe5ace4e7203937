// Skeleton: a placeholder block with a shimmer while content loads; hidden from assistive technology
// (the surrounding region announces loading). The shimmer stops under prefers-reduced-motion.
import type { CSSProperties } from "react"
import "./Skeleton.css"

/** Props of {@link Skeleton}: size, shape and extra class. */
export interface SkeletonProps {
  width?: CSSProperties["width"]
  height?: CSSProperties["height"]
  /** "text" = a line, "block" = rounded rectangle, "circle" = avatar. */
  shape?: "text" | "block" | "circle"
  className?: string
}

/** A decorative loading placeholder. */
export function Skeleton({ width, height, shape = "block", className }: SkeletonProps) {
  return (
    <span
      className={["skeleton", `skeleton-${shape}`, className ?? ""].filter(Boolean).join(" ")}
      style={{ width, height }}
      aria-hidden="true"
    />
  )
}
