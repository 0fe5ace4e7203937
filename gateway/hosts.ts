// Deterministic generation of the seeded hosts for the wall: names, ISO-numeric countries, goddess flag,
// prices, statuses, interest labels and birthdays, all drawn from a fixed-seed PRNG so every fresh
// database holds the same hosts (tests rely on that).

/** A tiny seeded PRNG (mulberry32): the same seed gives the same sequence. */
export const prng = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** ISO 3166-1 numeric ids of the hosts' countries: US, Brazil, Philippines, Russia, Ukraine, Colombia, Turkey, India. */
export const HOST_COUNTRIES = [840, 76, 608, 643, 804, 170, 792, 356] as const

/** Number of generated hosts. */
export const HOST_COUNT = 54

const FEMALE = [
  "Mia", "Lena", "Sofia", "Isabella", "Camila", "Valentina", "Anastasia", "Daria", "Olena", "Kateryna", "Elif",
  "Zeynep", "Ayesha", "Priya", "Ananya", "Maria", "Luisa", "Gabriela", "Angel", "Princess", "Jasmine", "Ella",
  "Chloe", "Natalia", "Yulia", "Irina", "Mariana", "Paula", "Defne", "Ece", "Nisha", "Kavya", "Bianca", "Larissa",
  "Kim", "Joy", "Nicole", "Aaliyah", "Emma", "Ava", "Alina", "Vika", "Sasha", "Carla", "Selin", "Riya",
] as const
const MALE = ["Mateo", "Lucas", "Ivan", "Emre", "Arjun", "Noah", "Marco", "Andrei", "Rafael", "Diego"] as const
const INITIALS = "ABCDEFGHJKLMNPRSTVWZ"

/** One generated host before it becomes a user row. */
export interface HostSeed {
  readonly index: number
  readonly userName: string
  readonly gender: number
  readonly countryId: number
  readonly goddess: boolean
  readonly price: number
  readonly status: number
  readonly labels: readonly number[]
  readonly birthday: string
  readonly popularity: number
  /** How long before the seeding moment the host joined (ms); smaller means newer. */
  readonly joinedAgoMs: number
}

const isoDate = (t: number): string => new Date(t).toISOString().slice(0, 10)

/** The `HOST_COUNT` hosts, ages counted at `now`. Hosts 0 and 1 are the sign-in hosts Mia and Lena. */
export const generateHosts = (now: number): HostSeed[] => {
  const rnd = prng(0x5eed2024)
  const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1))
  const hosts: HostSeed[] = []
  for (let i = 0; i < HOST_COUNT; i++) {
    const gender = i < 2 || i % 7 !== 3 ? 2 : 1
    const first = i < 2 ? (["Mia", "Lena"] as const)[i]! : gender === 2 ? FEMALE[(i * 7) % FEMALE.length]! : MALE[i % MALE.length]!
    const userName = `${first} ${INITIALS[int(0, INITIALS.length - 1)]}.`
    const roll = rnd()
    const status = roll < 0.45 ? 2 : roll < 0.65 ? 1 : 0
    const labelCount = int(1, 5)
    const labels = new Set<number>()
    while (labels.size < labelCount) labels.add(int(1, 21))
    const age = int(20, 35)
    const birth = new Date(now)
    birth.setUTCFullYear(birth.getUTCFullYear() - age)
    hosts.push({
      index: i,
      userName,
      gender,
      countryId: HOST_COUNTRIES[i % HOST_COUNTRIES.length]!,
      goddess: i < 2 || i % 3 === 0,
      price: i < 2 ? [120, 200][i]! : i % 11 === 5 ? 0 : 60 + 20 * int(0, 12),
      status: i < 2 ? 2 : status,
      labels: [...labels].sort((a, b) => a - b),
      birthday: isoDate(birth.getTime() - int(1, 360) * 86_400_000),
      popularity: int(0, 10_000),
      joinedAgoMs: i * 30 * 3600_000 + int(0, 3600_000),
    })
  }
  return hosts
}
