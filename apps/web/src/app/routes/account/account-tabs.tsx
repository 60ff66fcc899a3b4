import { SectionTabs } from '../../../components/layout/section-tabs.tsx';

const TABS = [
  { to: '/my-profile', label: 'Personal info' },
  { to: '/my-profile/profile', label: 'Edit profile' },
  { to: '/my-profile/notification', label: 'Notifications' },
];

export function AccountTabs() {
  return <SectionTabs tabs={TABS} label="Account settings" />;
}
