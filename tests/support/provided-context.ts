// What the global setup hands to every server test file (vitest's provide/inject).
export {};

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded data dir. PostgreSQL: the template database's name. */
    dbTemplate: { kind: 'pglite'; file: string } | { kind: 'postgres'; url: string; template: string };
    uploadsDir: string;
  }
}
