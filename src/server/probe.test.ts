import { it } from 'vitest';
import { createTestServer } from '../../tests/support/test-server';
it('probe', async () => {
  const s = await createTestServer();
  const t = (await s.login('dealer')).accessToken;
  console.log(JSON.stringify(await s.graphql('{ customers { info { count } } }', {}, t)));
  console.log(JSON.stringify(await s.graphql('{ customerArea { sorg } }', {}, (await s.login('sales')).accessToken)));
  await s.close();
});
