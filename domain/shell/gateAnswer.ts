// a§4 the 18+ gate's two answers, as a visitor gives them on the static first paint's gate before the
// app's code is in (issue 14: the boot script hands them to the composition root, which dispatches them).

/** Enter (with a§4's device type for the entry record), or log in. */
export type GateAnswer = { readonly answer: "enter"; readonly mobile: boolean } | { readonly answer: "logIn" }
