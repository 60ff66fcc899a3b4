import { useEffect } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router';
import toast from 'react-hot-toast';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { FullPageLoader } from '../../../components/ui/spinner.tsx';

export type RouteHandle = { skipQuestionnaire?: boolean };

function hasSkipFlag(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).skipQuestionnaire === true;
}

/**
 * product-rules §2: most routes need a completed questionnaire. The local `questionnaire` cache answers
 * first; otherwise GET /v1/survey. Nothing on the server → /questionnaire; a failed fetch toasts
 * the server message (or 'Failed to fetch survey!') and also goes to /questionnaire. Routes with
 * `handle: { skipQuestionnaire: true }` (e.g. /reseller/invited, /sp/:segment) skip the check.
 */
export function RequireQuestionnaire() {
  const matches = useMatches();
  const skip = matches.some((m) => hasSkipFlag(m.handle));
  if (skip) return <Outlet />;
  return <QuestionnaireCheck />;
}

function QuestionnaireCheck() {
  const survey = useSurvey();
  const failed = survey.isError;
  const error = survey.error;

  useEffect(() => {
    if (failed) toast.error(errorMessage(error, 'Failed to fetch survey!'), { id: 'survey-fetch' });
  }, [failed, error]);

  if (survey.data) return <Outlet />;
  if (survey.isError || survey.data === null) return <Navigate to="/questionnaire" replace />;
  return <FullPageLoader label="Loading your workspace" />;
}
