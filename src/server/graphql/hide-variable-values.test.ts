import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { createTestServer, type TestServer } from '../../../tests/support/test-server';
import { hideVariableValues, withoutVariableValue } from './hide-variable-values';

const CARD = '4242424242424242';
const CODE = '987';

describe('withoutVariableValue', () => {
  it('keeps the variable, the path and the reason, never the value (the three shapes graphql-js answers)', () => {
    expect(
      withoutVariableValue(
        'Variable "$i" got invalid value "12x" at "i.expiredMonth"; Int cannot represent non-integer value: "12x"',
        'Int cannot represent non-integer value: "12x"',
      ),
    ).toBe('Variable "$i" got invalid value at "i.expiredMonth"; Int cannot represent non-integer value.');
    expect(
      withoutVariableValue(
        `Variable "$i" got invalid value ${CARD} at "i.creditCardNumber"; String cannot represent a non string value: ${CARD}`,
        `String cannot represent a non string value: ${CARD}`,
      ),
    ).toBe('Variable "$i" got invalid value at "i.creditCardNumber"; String cannot represent a non string value.');
    expect(
      withoutVariableValue(
        `Variable "$i" got invalid value { creditCardNumber: "${CARD}", expiredMonth: 12, securityCode: "${CODE}", extra: "x" }; Field "extra" is not defined by type "PaymentInformationInput".`,
        'Field "extra" is not defined by type "PaymentInformationInput".',
      ),
    ).toBe('Variable "$i" got invalid value; Field "extra" is not defined by type "PaymentInformationInput".');
  });

  it('drops a value it cannot tell from the reason, and leaves other messages alone', () => {
    // Without the original error the tail is not known: nothing after the name is kept.
    expect(withoutVariableValue(`Variable "$i" got invalid value "${CARD}"; Odd: ${CARD}`, undefined)).toBe(
      'Variable "$i" got invalid value; The value is not valid.',
    );
    // A custom reason may quote the value anywhere.
    expect(
      withoutVariableValue(`Variable "$d" got invalid value "x${CARD}"; Bad date x${CARD}`, `Bad date x${CARD}`),
    ).toBe('Variable "$d" got invalid value; The value is not valid.');
    expect(
      withoutVariableValue(
        `Variable "$t" got invalid value "${CARD}" at "t.kind"; Value "${CARD}" does not exist in "CardType" enum.`,
        `Value "${CARD}" does not exist in "CardType" enum.`,
      ),
    ).toBe('Variable "$t" got invalid value at "t.kind"; Value does not exist in "CardType" enum.');
    // A value that imitates a path is not taken for one.
    expect(
      withoutVariableValue(
        `Variable "$i" got invalid value "${CARD} at \\"i.a\\""; String cannot represent a non string value: 1`,
        'String cannot represent a non string value: 1',
      ),
    ).toBe('Variable "$i" got invalid value; String cannot represent a non string value.');
    expect(withoutVariableValue(`Expected value of type "String", found ${CARD}.`, undefined)).toBe(
      'Expected value of type "String".',
    );
    expect(withoutVariableValue('Variable "$i" of required type "X!" was not provided.', undefined)).toBe(
      'Variable "$i" of required type "X!" was not provided.',
    );
    expect(withoutVariableValue('Cannot query field "x" on type "Query".', undefined)).toBe(
      'Cannot query field "x" on type "Query".',
    );
  });
});

describe('hideVariableValues in Yoga', () => {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: /* GraphQL */ `
        enum CardType {
          Visa
          MasterCard
        }
        input PaymentInformationInput {
          creditCardType: CardType
          creditCardNumber: String!
          expiredMonth: Int!
          securityCode: String!
          cards: [String!]
        }
        type Query {
          ok: Boolean
        }
        type Mutation {
          pay(i: PaymentInformationInput!): Boolean
        }
      `,
      resolvers: { Mutation: { pay: () => true } },
    }),
    plugins: [hideVariableValues],
    logging: false,
  });

  async function pay(variables: unknown, query = 'mutation ($i: PaymentInformationInput!) { pay(i: $i) }') {
    const res = await yoga.fetch('http://localhost/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return { status: res.status, text: await res.text() };
  }

  const valid = { creditCardNumber: CARD, expiredMonth: 12, securityCode: CODE };

  it('answers an unknown field, a wrong type, a wrong enum and a wrong list item without the number or the code', async () => {
    const cases = [
      { i: { ...valid, extra: 'x' } },
      { i: { ...valid, creditCardNumber: Number(CARD) } },
      { i: { ...valid, expiredMonth: `12${CARD}` } },
      { i: { ...valid, creditCardType: CARD } },
      { i: { ...valid, cards: ['a', Number(CARD)] } },
      { i: { ...valid, securityCode: Number(CODE) } },
    ];
    for (const variables of cases) {
      const { status, text } = await pay(variables);
      expect(status, text).not.toBe(200);
      expect(text).toMatch(/Variable \\"\$i\\" got invalid value/);
      expect(text).not.toContain(CARD);
      expect(text).not.toContain(CODE);
    }
    expect((await pay({ i: { ...valid, extra: 'x' } })).text).toContain(
      'Field \\"extra\\" is not defined by type \\"PaymentInformationInput\\".',
    );
    expect((await pay({ i: { ...valid, cards: ['a', Number(CARD)] } })).text).toContain('at \\"i.cards[1]\\"');
  });

  it('answers a number written into the document without it', async () => {
    const { text } = await pay(
      {},
      `mutation { pay(i: { creditCardNumber: ${CARD}, expiredMonth: 1, securityCode: "${CODE}" }) }`,
    );
    expect(text).not.toContain(CARD);
  });
});

describe('the server answers and logs invalid payment input without it', () => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    server = await createTestServer({ env: { LOG_LEVEL: 'debug' } });
    const capture =
      (write: typeof process.stdout.write) =>
      (chunk: unknown, ...rest: unknown[]): boolean => {
        lines.push(typeof chunk === 'string' ? chunk : String(chunk));
        return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
      };
    const stdout = capture(process.stdout.write.bind(process.stdout));
    const stderr = capture(process.stderr.write.bind(process.stderr));
    vi.spyOn(process.stdout, 'write').mockImplementation(stdout);
    vi.spyOn(process.stderr, 'write').mockImplementation(stderr);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await server.close();
  });

  it('an input object with a card number and a code and an unknown field: 400, neither echoed nor logged', async () => {
    const token = await server.tokenFor('dealer');
    const mutation = 'mutation ($user: UpdateProfileUserInput!) { updateProfileUser(user: $user) { __typename } }';
    const answers = [
      await server.graphql(mutation, { user: { name: CARD, currentPassword: CODE, creditCardNumber: CARD } }, token),
      await server.graphql(mutation, { user: { name: Number(CARD), currentPassword: CODE } }, token),
      await server.graphql(mutation, { user: { sendEmail: CARD, currentPassword: Number(CODE) } }, token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$user" got invalid value/);
      expect(JSON.stringify(answer)).not.toContain(CARD);
      expect(JSON.stringify(answer)).not.toContain(CODE);
    }
    expect(answers[0]?.errors?.[0]?.message).toBe(
      'Variable "$user" got invalid value; Field "creditCardNumber" is not defined by type "UpdateProfileUserInput".',
    );
    // At debug level the server logs what it logs (Yoga's steps, the request log if any): never the variables.
    const logged = lines.join('');
    expect(logged).not.toContain(CARD);
    expect(logged).not.toContain(`"${CODE}"`);
  });
});
