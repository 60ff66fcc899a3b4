import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { accounts, jobs, memberships, outboxEmails, publicHandles, stores, users } from '../schema/index.ts';
import { primaryMembership } from '../../modules/auth/auth.repo.ts';
import { DEMO_ACCOUNT_NAME, DEMO_LOGIN, seedDemo, type DemoOptions, type DemoReport } from '../seed-demo.ts';

export class NotTheDemo extends Error {}

/**
 * The demo seller's account, or why the account behind the demo e-mail is not the demo (another
 * member, another name, more than its one store): then nothing may be deleted.
 */
export async function findDemoAccount(db: Db): Promise<{ userId: string; accountId: string } | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_LOGIN.email}`);
  if (!user) return null;
  // The user's account (one per user), then the account itself.
  const membership = await primaryMembership(db, user.id);
  const [account] = membership
    ? await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, membership.accountId))
    : [];
  if (!membership || account?.name !== DEMO_ACCOUNT_NAME)
    throw new NotTheDemo(`${DEMO_LOGIN.email} does not belong to the account "${DEMO_ACCOUNT_NAME}"`);
  const accountId = membership.accountId;
  const [members] = await db
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  const shops = await db.select({ name: stores.name }).from(stores).where(eq(stores.accountId, accountId));
  if (members!.n !== 1 || shops.length !== 1 || shops[0]!.name !== DEMO_ACCOUNT_NAME)
    throw new NotTheDemo(
      `The account of ${DEMO_LOGIN.email} has other members or stores: it is not the demo`,
    );
  return { userId: user.id, accountId };
}

/**
 * `npm run demo:reset`: deletes the demo seller (her account with everything it owns, and her
 * user) and seeds her again. Refuses (NotTheDemo) when the demo e-mail's account is not the demo.
 */
export async function resetDemo(
  db: Db,
  opts: DemoOptions = {},
): Promise<{ removed: boolean; report: DemoReport }> {
  const demo = await findDemoAccount(db);
  if (demo) {
    await db.transaction(async (tx) => {
      // Rows kept outside the account's own tables (queues, public links) first; the account's
      // tables follow it (ON DELETE CASCADE).
      await tx.delete(jobs).where(eq(jobs.accountId, demo.accountId));
      await tx.delete(outboxEmails).where(eq(outboxEmails.accountId, demo.accountId));
      await tx.delete(publicHandles).where(eq(publicHandles.accountId, demo.accountId));
      await tx.delete(accounts).where(eq(accounts.id, demo.accountId));
      await tx
        .delete(users)
        .where(and(eq(users.id, demo.userId), sql`lower(${users.email}) = ${DEMO_LOGIN.email}`));
    });
  }
  const seeding = await seedDemo(db, opts);
  if (!seeding) throw new NotTheDemo(`${DEMO_LOGIN.email} could not be created`);
  return { removed: demo !== null, report: await seeding.history };
}
