import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { surveys } from '../../db/schema/index.ts';
import { uuidv7 } from '../../lib/ids.ts';

const columns = {
  id: surveys.id,
  currentlySelling: surveys.currentlySelling,
  answers: surveys.answers,
  createdAt: surveys.createdAt,
  updatedAt: surveys.updatedAt,
};
export type SurveyRow = {
  id: string;
  currentlySelling: boolean;
  answers: unknown;
  createdAt: Date;
  updatedAt: Date;
};

export async function findSurvey(db: Db, accountId: string): Promise<SurveyRow | null> {
  const [row] = await db.select(columns).from(surveys).where(eq(surveys.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Returns null when the account already has a survey. */
export async function insertSurvey(db: Db, accountId: string, currentlySelling: boolean, answers: object) {
  const [row] = await db
    .insert(surveys)
    .values({ id: uuidv7(), accountId, currentlySelling, answers })
    .onConflictDoNothing()
    .returning(columns);
  return row ?? null;
}

export async function updateSurvey(db: Db, accountId: string, currentlySelling: boolean, answers: object) {
  const [row] = await db
    .update(surveys)
    .set({ currentlySelling, answers, updatedAt: new Date() })
    .where(eq(surveys.accountId, accountId))
    .returning(columns);
  return row ?? null;
}
