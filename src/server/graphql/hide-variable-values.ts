import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * graphql-js answers a variable it cannot coerce with the value itself: `Variable "$i" got invalid value { …whole
 * input… }; Field "extra" is not defined by type "PaymentInformationInput".` — card number and security code
 * included (spec 01 §3 Payment information: secrets are never shown back). These errors come from graphql-js, not
 * from a resolver, so Yoga's error masking does not touch them. This plugin rewrites every such message for every
 * operation: the variable's name, the path inside it and the reason stay, the value goes.
 *
 *   Variable "$i" got invalid value at "i.expiredMonth"; Int cannot represent non-integer value.
 *   Variable "$i" got invalid value; Field "extra" is not defined by type "PaymentInformationInput".
 */

const NAME = '[_A-Za-z][_0-9A-Za-z]*';
const PREFIX = new RegExp(`^Variable "\\$(${NAME})" got invalid value `);

/** Reasons graphql-js gives without any value in them (type and field names come from the schema). */
const VALUE_FREE_REASONS = [
  new RegExp(`^Field "${NAME}" is not defined by type "${NAME}"\\.( Did you mean [^?]*\\?)?$`),
  new RegExp(`^Field "${NAME}" of required type "[_0-9A-Za-z![\\]]+" was not provided\\.$`),
  new RegExp(`^Expected type "${NAME}" to be an object\\.$`),
  new RegExp(`^Exactly one key must be specified for OneOf type "${NAME}"\\.$`),
  new RegExp(`^Field "${NAME}" must be non-null\\.$`),
];

const SCALAR = new RegExp(`^(${NAME} cannot represent [^:"]*): `);
const ENUM = new RegExp(`^Value .* does not exist in "(${NAME})" enum\\.`, 's');

/** A scalar's or an enum's reason without the value ('… non-integer value: "12x"' → '… non-integer value.'). */
function leafReasonWithoutValue(reason: string): string | undefined {
  const scalar = SCALAR.exec(reason);
  if (scalar) return `${scalar[1] ?? ''}.`;
  const enumValue = ENUM.exec(reason);
  if (enumValue) return `Value does not exist in "${enumValue[1] ?? ''}" enum.`;
  return undefined;
}

function reasonWithoutValue(reason: string): string {
  if (VALUE_FREE_REASONS.some((re) => re.test(reason))) return reason;
  // A custom scalar's or any other reason may quote the value anywhere: none of it is kept.
  return leafReasonWithoutValue(reason) ?? 'The value is not valid.';
}

/** An argument written into the document itself is quoted back too (ValuesOfCorrectTypeRule). */
const LITERAL = /^Expected value of type "([_0-9A-Za-z![\]]+)", found /;

/** The message of a variable-coercion error without the value it quotes; other messages unchanged. */
export function withoutVariableValue(message: string, originalMessage: string | undefined): string {
  const literal = LITERAL.exec(message);
  if (literal) return `Expected value of type "${literal[1] ?? ''}".`;
  const prefix = PREFIX.exec(message);
  // A literal a scalar or an enum refuses is reported with its own reason alone.
  if (!prefix) return leafReasonWithoutValue(message) ?? message;
  const name = prefix[1] ?? '';
  // graphql-js builds it as `${prefix}${inspect(value)}${at}; ${original.message}`: the original error's message is
  // the known tail, so the value is never parsed, only cut off.
  const reason =
    originalMessage !== undefined && message.endsWith(`; ${originalMessage}`) ? originalMessage : undefined;
  const head = reason === undefined ? message : message.slice(0, message.length - reason.length - 2);
  // The path names the schema's input fields and list indices only; anything else is not kept.
  const at = new RegExp(` at "(\\$?${name}(?:\\.${NAME}|\\[\\d+\\])*)"$`).exec(head);
  const where = at ? ` at "${at[1] ?? ''}"` : '';
  return `Variable "$${name}" got invalid value${where}; ${reason === undefined ? 'The value is not valid.' : reasonWithoutValue(reason)}`;
}

function scrub(errors: readonly GraphQLError[] | undefined) {
  for (const error of errors ?? []) {
    const message = withoutVariableValue(error.message, error.originalError?.message);
    if (message !== error.message) (error as { message: string }).message = message;
  }
}

/** The Yoga plugin (src/server/graphql/yoga.ts): runs on every result before it is answered, stored or logged. */
export const hideVariableValues: Plugin = {
  onResultProcess({ result }) {
    const results = Array.isArray(result) ? result : [result];
    for (const one of results) {
      if ('errors' in one) scrub(one.errors);
    }
  },
};
