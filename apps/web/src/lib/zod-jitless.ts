// zod 4 compiles object parsers with `new Function` unless told not to, and probes for it on the
// first parse. The checkout pages' CSP forbids eval ("script-src 'self'"), so the probe was
// reported as a CSP violation on every cart visit (Lighthouse best practices 96, issue 13 §2).
// `z.config({ jitless: true })` turns both off; it writes this global object, which zod reads
// when it loads (or already holds, if it loaded first). Set from the entry script without pulling
// zod into it (zod itself only arrives with the screens that validate).
// zod's messages in Thai are set where zod is loaded (lib/zod.ts), not here in the entry.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
