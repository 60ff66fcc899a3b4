import { PageHeader } from '../../../components/layout/page-header.tsx';
import { SandboxBadge, SandboxPhone } from '../../../features/whatsapp/components/sandbox-phone.tsx';

export default function WhatsappSandboxPage() {
  return (
    <>
      <PageHeader
        title="Sandbox Phone"
        description="What a buyer sees of your WhatsApp confirmations, and their answer: tap a button or reply as the buyer would. Ticks and answers reach your orders just as they would from WhatsApp."
        back={{ to: '/settings/whatsapp', label: 'WhatsApp settings' }}
        actions={<SandboxBadge />}
      />
      <SandboxPhone />
    </>
  );
}
