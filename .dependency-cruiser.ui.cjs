// Dependency rule of the ui/ side (issue 11): views reach infrastructure/ only through a composition
// root, one per entry: the live app, trace mode (its own chunk, which must not load the live app), the
// trace inspector page and the boot script of index.html. The main config (.dependency-cruiser.cjs) spreads `forbidden` into its own
// list: `forbidden: [...rules, ...require("./.dependency-cruiser.ui.cjs").forbidden]`.
// spec/unit/uiBoundary.test.ts checks the same rule from COMPOSITION_ROOTS without dependency-cruiser.

/** The files of ui/ that may import from infrastructure/ (paths from the repository root). */
const COMPOSITION_ROOTS = ["ui/app/compose.ts", "ui/app/trace/compose.ts", "ui/inspector/compose.ts", "ui/boot/boot.ts"]

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

module.exports = {
  COMPOSITION_ROOTS,
  forbidden: [
    {
      name: "ui-infrastructure-through-composition-root",
      severity: "error",
      comment:
        "ui/ depends on infrastructure/ only through its composition roots (" +
        COMPOSITION_ROOTS.join(", ") +
        "); views and hooks get config values, services and the log format from them.",
      from: { path: "^ui/", pathNot: `^(${COMPOSITION_ROOTS.map(escape).join("|")})$` },
      to: { path: "^infrastructure/" },
    },
  ],
}
