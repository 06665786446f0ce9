import { localDb } from './local-db';

/**
 * "Log out and wipe": removes everything this device keeps for one user — drafts (order drafts too), the customer
 * list, the catalog and checkout data, sync states and outbox entries with their blobs, sent or not — in one
 * transaction. Other users' data is not touched. A
 * replay sending one of these entries right now finds it gone and leaves it so.
 */
export async function wipeUser(userId: string): Promise<void> {
  const db = localDb();
  await db.transaction(
    'rw',
    [
      db.drafts,
      db.draftFiles,
      db.customers,
      db.syncState,
      db.outbox,
      db.outboxFiles,
      db.catalogProducts,
      db.catalogGroups,
      db.checkoutData,
      db.orderDrafts,
    ],
    async () => {
      const keys = await db.outbox.where('userId').equals(userId).primaryKeys();
      await db.outboxFiles.where('entryKey').anyOf(keys).delete();
      await db.outbox.bulkDelete(keys);
      await db.drafts.where('userId').equals(userId).delete();
      await db.draftFiles.where('userId').equals(userId).delete();
      await db.customers.where('userId').equals(userId).delete();
      await db.syncState.where('userId').equals(userId).delete();
      await db.catalogProducts.filter((row) => row.userId === userId).delete();
      await db.catalogGroups.filter((row) => row.userId === userId).delete();
      await db.checkoutData.where('userId').equals(userId).delete();
      await db.orderDrafts.where('userId').equals(userId).delete();
    },
  );
}
