// a§4 the 18+ gate's two answers, as given on the static first paint's gate before the app is in
// (issue 14: ui/boot/gate.ts, handed over by infrastructure/browser/staticGate.ts).

/** Enter (with a§4's device type for the entry record), or log in. */
export type GateAnswer = { readonly answer: "enter"; readonly mobile: boolean } | { readonly answer: "logIn" }
