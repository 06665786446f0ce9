// Zod probes for eval once to compile its parsers faster; the CSP (script-src 'self') refuses it and reports a
// violation on every page. Its interpreter is fast enough for our forms, so the app turns the probe off.
// Zod keeps its settings in globalThis.__zod_globalConfig and adopts an object already there when it loads; setting
// the flag there, instead of calling z.config(), keeps zod itself off the first load (the sign-in page and the shell
// check their JSON by hand, lib/json-shape.ts; the pages that validate with zod load it with their chunks).
// zod-jitless.test.ts checks that zod still reads the flag from there.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/** Turns zod's eval probe off, whether zod has loaded yet or not. */
export function disableZodEval(): void {
  (globalThis.__zod_globalConfig ??= {}).jitless = true;
}
