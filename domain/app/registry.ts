// The feature registry: empty interfaces that each feature extends from its own index.ts by module
// augmentation (`declare module "../app/registry" { interface Slices { blocked: BlockedState } }`).
// It imports nothing, so any file may depend on it (through ./types.ts) without forming a circle.

/** The state slices by slice name; AppState is exactly this. */
export interface Slices {}

/** Each feature's events (the union of their types), by feature name. */
export interface Events {}

/** Each feature's intents (the union of their types), by feature name. */
export interface Intents {}

/** Each feature's commands (the union of their types), by feature name. */
export interface Commands {}

/**
 * The gateway requests by request name: the Schemas of their parameters and of their answer's domain
 * shape (a RequestSpec of domain/core/request.ts), e.g. `interface Requests extends BlockedRequestTable {}`.
 */
export interface Requests {}
