import { surveyBodySchema, type Survey, type SurveyBody } from '@sauda/contracts/survey.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './survey.repo.ts';

function toSurvey(row: repo.SurveyRow): Survey {
  // Stored answers were validated on the way in; parse again so an old shape can never leak out.
  const answers = surveyBodySchema.omit({ currentlySelling: true }).parse(row.answers);
  return {
    _id: row.id,
    currentlySelling: row.currentlySelling,
    ...answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const split = ({ currentlySelling, ...answers }: SurveyBody) => ({ currentlySelling, answers });

export async function getSurvey(db: Db, accountId: string): Promise<Survey | null> {
  const row = await repo.findSurvey(db, accountId);
  return row ? toSurvey(row) : null;
}

export async function createSurvey(db: Db, accountId: string, body: SurveyBody): Promise<Survey> {
  const { currentlySelling, answers } = split(body);
  const row = await repo.insertSurvey(db, accountId, currentlySelling, answers);
  if (!row) throw conflict('SURVEY_EXISTS', 'The questionnaire is already answered; update it instead');
  return toSurvey(row);
}

export async function updateSurvey(db: Db, accountId: string, body: SurveyBody): Promise<Survey> {
  const { currentlySelling, answers } = split(body);
  const row = await repo.updateSurvey(db, accountId, currentlySelling, answers);
  if (!row) throw notFound('Questionnaire');
  return toSurvey(row);
}
