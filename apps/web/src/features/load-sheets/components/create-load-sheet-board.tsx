import { useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import type { Shipment } from '@sauda/contracts/couriers.ts';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { readJson, writeJson } from '../../../lib/local-cache.ts';
import { useCreateLoadSheet, type LoadSheetDetail } from '../api/load-sheets.ts';
import { useShippers } from '../api/pickup.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import {
  addParcel,
  addParcels,
  defaultShipperId,
  findByCode,
  initialAccountId,
  parcelIssues,
  plural,
  removeParcels,
  sheetAccounts,
} from '../lib/sheet-builder.ts';
import { LoadError, NoCourier } from './create-states.tsx';
import { ScanBox } from './scan-box.tsx';
import { SheetCreated } from './sheet-created.tsx';
import { SheetDialogs, type SheetIntent } from './sheet-dialogs.tsx';
import { SheetParcelList } from './sheet-parcel-list.tsx';
import { SheetSetup } from './sheet-setup.tsx';
import { StepCard } from './step-card.tsx';
import { UnsheetedPicker } from './unsheeted-picker.tsx';

const LAST_COURIER_KEY = 'sauda:load-sheet-courier';
const HIGHLIGHT_MS = 1200;

/** /create-loadsheet: courier → scan or pick parcels → generate → print and hand over. */
export function CreateLoadSheetBoard() {
  const accountsQ = useCourierAccounts();
  const shippersQ = useShippers();
  const accounts = useMemo(() => sheetAccounts(accountsQ.data ?? []), [accountsQ.data]);
  const shippers = useMemo(() => shippersQ.data ?? [], [shippersQ.data]);
  const create = useCreateLoadSheet();

  const [lastUsed] = useState(() => readJson<string>(LAST_COURIER_KEY));
  const [accountChoice, setAccountChoice] = useState<string>();
  const [shipperChoice, setShipperChoice] = useState<string>();
  const accountId = accountChoice ?? initialAccountId(accounts, lastUsed);
  const shipperId = shipperChoice ?? defaultShipperId(shippers);
  const account = accounts.find((a) => a._id === accountId);

  const [parcels, setParcelsState] = useState<Shipment[]>([]);
  // Scans resolve one after another: they must see the sheet as it is now, not as last rendered.
  const current = useRef<Shipment[]>([]);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [highlightId, setHighlightId] = useState<string | null>(null);
  const highlightTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  const [created, setCreated] = useState<LoadSheetDetail | null>(null);
  const [intent, setIntent] = useState<SheetIntent>(null);
  const onSheet = useMemo(() => new Set(parcels.map((p) => p._id)), [parcels]);

  function setParcels(next: Shipment[]) {
    current.current = next;
    setParcelsState(next);
    setError(null);
  }

  function highlight(id: string) {
    setHighlightId(id);
    clearTimeout(highlightTimer.current);
    highlightTimer.current = setTimeout(() => setHighlightId(null), HIGHLIGHT_MS);
  }

  function chooseAccount(id: string) {
    if (id === accountId) return;
    if (current.current.length > 0) {
      setSwitchTo(id);
      return;
    }
    setAccountChoice(id);
    writeJson(LAST_COURIER_KEY, id);
  }

  function confirmSwitch() {
    if (!switchTo) return;
    setParcels([]);
    setIssues({});
    setAccountChoice(switchTo);
    writeJson(LAST_COURIER_KEY, switchTo);
    setSwitchTo(null);
  }

  function addScanned(parcel: Shipment): boolean {
    const result = addParcel(current.current, parcel);
    if (!result.added) return false;
    setParcels(result.parcels);
    highlight(parcel._id);
    return true;
  }

  function remove(ids: string[]) {
    setParcels(removeParcels(current.current, ids));
    setIssues((prev) => {
      const next = { ...prev };
      for (const id of ids) delete next[id];
      return next;
    });
  }

  function generate() {
    if (!accountId || parcels.length === 0) return;
    const ids = parcels.map((p) => p._id);
    setError(null);
    setIssues({});
    create.mutate(
      { courierId: accountId, shipperId, shipmentIds: ids },
      {
        onSuccess: (sheet) => {
          writeJson(LAST_COURIER_KEY, accountId);
          toast.success(`Load sheet ${sheet.number} created with ${plural(sheet.parcelCount, 'parcel')}`);
          setCreated(sheet);
          setParcels([]);
          window.scrollTo({ top: 0 });
        },
        onError: (err) => {
          const perParcel = err instanceof ApiError ? parcelIssues(err.details, ids) : {};
          const count = Object.keys(perParcel).length;
          setIssues(perParcel);
          setError(
            count > 0
              ? `${plural(count, 'parcel')} cannot go on this sheet: remove ${count === 1 ? 'it' : 'them'} and try again.`
              : errorMessage(err, 'Could not create the load sheet'),
          );
          toast.error(errorMessage(err, 'Could not create the load sheet'));
        },
      },
    );
  }

  function startOver() {
    setCreated(null);
    setIssues({});
    setError(null);
  }

  if (created) {
    return (
      <>
        <SheetCreated
          sheet={created}
          onHandOver={() => setIntent({ kind: 'handover', sheet: created })}
          onNew={startOver}
        />
        <SheetDialogs intent={intent} onClose={() => setIntent(null)} onHandedOver={setCreated} />
      </>
    );
  }

  if (accountsQ.isError || shippersQ.isError) {
    return (
      <LoadError
        error={accountsQ.error ?? shippersQ.error}
        onRetry={() => void Promise.all([accountsQ.refetch(), shippersQ.refetch()])}
      />
    );
  }
  if (accountsQ.isPending || shippersQ.isPending) {
    return (
      <div className="space-y-4" aria-busy="true" aria-label="Loading couriers">
        <Skeleton className="h-36 w-full rounded-xl" />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </div>
    );
  }
  if (accounts.length === 0) return <NoCourier />;

  const courierName = account?.courierName ?? 'courier';
  return (
    <div className="space-y-4">
      <SheetSetup
        accounts={accounts}
        shippers={shippers}
        accountId={accountId}
        shipperId={shipperId}
        onAccount={chooseAccount}
        onShipper={setShipperChoice}
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <StepCard step={2} title="Add parcels" className="lg:col-start-1">
          <ScanBox
            courierId={accountId}
            courierName={account?.courierName}
            onScanned={addScanned}
            existing={(code) => findByCode(current.current, code)}
          />
        </StepCard>
        <SheetParcelList
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          parcels={parcels}
          issues={issues}
          highlightId={highlightId}
          error={error}
          generating={create.isPending}
          canGenerate={!!accountId}
          onRemove={(id) => remove([id])}
          onClear={() => {
            setParcels([]);
            setIssues({});
          }}
          onGenerate={generate}
        />
        <Card className="overflow-hidden lg:col-start-1">
          <div className="border-b border-line px-4 py-3 sm:px-5">
            <h2 className="text-base font-semibold text-ink">Or pick from the list</h2>
            <p className="text-sm text-muted">
              {account
                ? `Booked ${courierName} parcels not on a load sheet yet.`
                : 'Choose a courier to see its parcels.'}
            </p>
          </div>
          {accountId ? (
            <UnsheetedPicker
              key={accountId}
              courierId={accountId}
              courierName={courierName}
              onSheet={onSheet}
              onAdd={(more) => setParcels(addParcels(current.current, more))}
              onRemove={remove}
            />
          ) : null}
        </Card>
      </div>
      <ConfirmDialog
        open={!!switchTo}
        onOpenChange={(open) => (open ? undefined : setSwitchTo(null))}
        title={`Switch to ${accounts.find((a) => a._id === switchTo)?.courierName ?? 'another courier'}?`}
        description={`The ${plural(parcels.length, 'parcel')} on this sheet ${parcels.length === 1 ? 'is' : 'are'} booked with ${courierName} and will be taken off it.`}
        confirmLabel="Switch courier"
        cancelLabel={`Stay with ${courierName}`}
        onConfirm={confirmSwitch}
      />
    </div>
  );
}
