import { GraphQLScalarType, Kind } from 'graphql';

/** DateTime: ISO 8601 strings out; ISO strings in, refused when they are not a valid instant. */
const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value : new Date(String(value))).toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(new Date(ast.value).getTime())) {
      throw new TypeError('DateTime must be an ISO 8601 string');
    }
    return new Date(ast.value);
  },
});

export const scalarResolvers = { DateTime };
