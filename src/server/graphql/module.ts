import { readFileSync } from 'node:fs';
import type { Resolvers } from '../generated/resolvers-types';

/** One business area's slice of the schema: its SDL file and its resolvers. */
export interface GraphQLModule {
  /** Absent for a module that only resolves fields another module's SDL declares. */
  typeDefs?: string;
  resolvers: Resolvers;
}

/** Reads a module's SDL file that sits beside the module file (pass `import.meta.url`). */
export function readSdl(moduleUrl: string, file: string): string {
  return readFileSync(new URL(file, moduleUrl), 'utf8');
}
