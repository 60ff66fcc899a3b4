import { PageHeader } from '../../../components/layout/page-header.tsx';
import {
  WhatsappHelp,
  WhatsappSettingsForm,
} from '../../../features/whatsapp/components/whatsapp-settings-form.tsx';

export default function WhatsappSettingsPage() {
  return (
    <>
      <PageHeader
        title="WhatsApp"
        description="Send COD confirmation links from your own WhatsApp Business number."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)]">
        <WhatsappSettingsForm />
        <WhatsappHelp />
      </div>
    </>
  );
}
