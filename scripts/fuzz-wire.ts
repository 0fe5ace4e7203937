// `npm run fuzz:wire -- [--runs N] [--seed S]`: the long wire-fuzzing run of issue 15 (default
// 1,000,000 inputs): generated relay frames, Agora RTM messages and gateway answers through the client's
// decoding and the kernel (spec/support/wireFuzz.ts). Prints figures as it goes; exit 1 on any throw.
import { runWireFuzz } from "../spec/support/wireFuzz"
import { EXIT, parseArgs, UsageError } from "./trace-lib"

const HELP = `Usage: npm run fuzz:wire -- [--runs N] [--seed S]

  --runs N   inputs (default 1000000)
  --seed S   seed (default: random, printed)
`

const int = (v: string | undefined, name: string, fallback: number): number => {
  if (v === undefined) return fallback
  if (!/^\d+$/.test(v)) throw new UsageError(`--${name} needs a whole number, got ${JSON.stringify(v)}`)
  return Number(v)
}

const main = async (argv: ReadonlyArray<string>): Promise<number> => {
  const args = parseArgs(argv, { flags: ["help", "h"], values: ["runs", "seed"] })
  if (args.flags.has("help") || args.flags.has("h")) {
    process.stdout.write(HELP)
    return EXIT.ok
  }
  const runs = int(args.values.get("runs"), "runs", 1_000_000)
  const seed = int(args.values.get("seed"), "seed", Math.floor(Math.random() * 2 ** 31))
  const t0 = performance.now()
  let last = 0
  console.log(`wire fuzz: ${runs.toLocaleString("en-US")} inputs, seed ${seed}`)
  const f = await runWireFuzz({
    seed,
    runs,
    onBatch: (f) => {
      if (f.inputs - last >= 50_000 || f.inputs === runs) {
        last = f.inputs
        console.log(`  ${f.inputs.toLocaleString("en-US")} inputs, ${Math.round(f.inputs / ((performance.now() - t0) / 1000)).toLocaleString("en-US")}/s, ${f.throws.length} throws`)
      }
    },
  })
  const s = (performance.now() - t0) / 1000
  console.log(`inputs ${f.inputs} (relay ${f.relay}, agora ${f.agora}, answers ${f.answers}) in ${s.toFixed(1)} s`)
  console.log(`applied ${f.applied}, rejected (WireRejected / 6666) ${f.rejected}, other failures ${f.failed}, throws ${f.throws.length}`)
  for (const t of f.throws) console.log(`  THROW ${t}`)
  return f.throws.length === 0 ? EXIT.ok : 1
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof UsageError ? e.message : e)
    process.exit(2)
  },
)
