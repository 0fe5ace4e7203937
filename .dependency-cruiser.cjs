// Dependency rules of the architecture (docs/architecture.md "Direction"): arrows run one way (ui ->
// domain, infrastructure -> domain, gateway -> domain; the domain imports none of them), and no files
// import each other in a circle (type-only imports count: tsPreCompilationDeps). Checked by
// `npm run depcheck`, by `npm test` and by spec/unit/architecture.test.ts.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Files must not import each other in a circle (type-only imports included).",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-is-inner",
      severity: "error",
      comment: "The domain owns its ports and vocabulary: it imports nothing from infrastructure/, ui/ or gateway/.",
      from: { path: "^domain/" },
      to: { path: "^(infrastructure|ui|gateway)/" },
    },
    {
      name: "infrastructure-not-ui",
      severity: "error",
      comment: "Adapters do not reach into the views.",
      from: { path: "^infrastructure/" },
      to: { path: "^ui/" },
    },
    {
      name: "gateway-not-ui",
      severity: "error",
      comment: "The reference gateway does not import the client's views.",
      from: { path: "^gateway/" },
      to: { path: "^ui/" },
    },
    // ui/ reaches infrastructure/ only through its composition roots (rule kept beside its root list).
    ...require("./.dependency-cruiser.ui.cjs").forbidden,
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"], extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
    moduleSystems: ["es6", "cjs"],
  },
}
