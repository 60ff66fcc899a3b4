import { FlaskConical, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SANDBOX_NOTE } from '../lib/catalogue.ts';

/** The prominent "try it with the sandbox courier" call to action shown before any courier exists. */
export function SandboxCta({
  onConnectSandbox,
  onConnectOther,
  pending,
}: {
  onConnectSandbox: () => void;
  onConnectOther: () => void;
  pending: boolean;
}) {
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col items-center px-6 py-10 text-center sm:py-14">
        <div className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-violet-50 text-violet-700">
          <FlaskConical className="size-7" aria-hidden />
        </div>
        <h2 className="text-lg font-semibold text-ink">No couriers connected yet</h2>
        <p className="mt-2 max-w-lg text-sm text-muted">{SANDBOX_NOTE}.</p>
        <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button size="lg" loading={pending} onClick={onConnectSandbox}>
            {pending ? null : <FlaskConical />} Connect sandbox courier
          </Button>
          <Button size="lg" variant="outline" onClick={onConnectOther} disabled={pending}>
            <Plus /> Connect a real courier
          </Button>
        </div>
        <p className="mt-4 text-xs text-muted">
          No credentials needed. Remove it whenever you like; real couriers work side by side with it.
        </p>
      </div>
    </Card>
  );
}
