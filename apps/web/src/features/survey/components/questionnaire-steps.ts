import type { SurveyBody } from '@sauda/contracts/survey.ts';

export type StepDef = { title: string; description: string; fields: (keyof SurveyBody)[] };

export const QUESTIONNAIRE_STEPS: StepDef[] = [
  {
    title: 'About your business',
    description: 'So we can set Sauda up the way you work.',
    fields: ['currentlySelling', 'businessName', 'city'],
  },
  {
    title: 'What you sell',
    description: 'Pick everything that applies — you can change this later.',
    fields: ['whatYouSell', 'monthlyOrders'],
  },
  {
    title: 'How you sell and ship',
    description: 'We’ll prepare the right courier and channel settings.',
    fields: ['salesPlatforms', 'couriers'],
  },
];

export const PK_CITIES = [
  'Karachi',
  'Lahore',
  'Islamabad',
  'Rawalpindi',
  'Faisalabad',
  'Multan',
  'Peshawar',
  'Quetta',
  'Sialkot',
  'Gujranwala',
  'Hyderabad',
  'Bahawalpur',
  'Sargodha',
  'Abbottabad',
];

export function monthlyOrdersLabel(band: string): string {
  if (band === '0') return 'Just starting';
  if (band.endsWith('+')) return `${band.slice(0, -1)}+ orders`;
  return `${band} orders`;
}
