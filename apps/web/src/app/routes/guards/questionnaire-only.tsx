import { useEffect, useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSurvey } from '../../../features/survey/api/get-survey.ts';
import { FullPageLoader } from '../../../components/ui/spinner.tsx';

/**
 * product-rules §2: a user who has completed the questionnaire and sits on /questionnaire goes to '/'.
 * Once the form has been shown, the page itself moves on after saving (to /dashboard).
 */
export function QuestionnaireOnly() {
  const survey = useSurvey();
  const loading = survey.isPending && survey.fetchStatus === 'fetching';
  const [formShown, setFormShown] = useState(false);
  const showForm = !survey.data && !loading;

  useEffect(() => {
    if (showForm) setFormShown(true);
  }, [showForm]);

  if (survey.data && !formShown) return <Navigate to="/" replace />;
  if (loading) return <FullPageLoader />;
  return <Outlet />;
}
