import type { Db } from './client.ts';
import { transaction } from './tx.ts';
import { countUsers, insertOwner, updateUser } from '../modules/auth/auth.repo.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertStore } from '../modules/stores/stores.repo.ts';
import { insertSurvey } from '../modules/survey/survey.repo.ts';

export const DEMO_LOGIN = { email: 'demo@sauda.pk', password: 'Sauda-demo-2026' } as const;

/** Seeds the demo account (currently selling, one `sauda` store) when the database has no users. */
export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  if ((await countUsers(db)) > 0) return false;
  const passwordHash = await hashPassword(DEMO_LOGIN.password);
  await transaction(db, async (tx) => {
    const ids = await insertOwner(tx, {
      email: DEMO_LOGIN.email,
      name: 'Ayesha Khan',
      passwordHash,
      accountName: 'Ayesha Fashion House',
    });
    if (!ids) return;
    await updateUser(tx, ids.userId, { emailVerifiedAt: new Date(), phone: '03001234567' });
    await insertSurvey(tx, ids.accountId, true, {
      businessName: 'Ayesha Fashion House',
      city: 'Lahore',
      whatYouSell: ['Clothing & fashion', 'Shoes & bags'],
      monthlyOrders: '101-500',
      couriers: ['PostEx', 'Leopards'],
      salesPlatforms: ['Facebook / Instagram', 'WhatsApp'],
    });
    await insertStore(tx, ids.accountId, { name: 'Ayesha Fashion House', platform: 'sauda' });
  });
  return true;
}
