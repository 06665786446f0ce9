import type { Resolvers } from '../../generated/resolvers-types';

export const reportsResolvers: Resolvers = {};
