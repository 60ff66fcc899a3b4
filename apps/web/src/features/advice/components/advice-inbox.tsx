import { useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import type { Advice } from '@sauda/contracts/couriers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAnswerAdvice } from '../api/answer-advice.ts';
import { type CourierSync } from '../../../lib/use-courier-sync.ts';
import { useCourierAccounts } from '../../../lib/courier-accounts.ts';
import { useAdviceList } from '../api/list-advice.ts';
import {
  answerOutcome,
  commonActions,
  isAnswerable,
  plural,
  type AdviceAction,
  type AnswerBody,
  type AnswerFailure,
} from '../lib/answer.ts';
import { lastChecked } from '../../../lib/courier-sync.ts';
import { adviceApiQuery, PAGE_SIZES, type AdviceParams } from '../lib/list-params.ts';
import { AdviceBulkBar } from './advice-bulk-bar.tsx';
import { AdviceEmpty, NoCourierEmpty } from './advice-empty.tsx';
import { AdviceFilters } from './advice-filters.tsx';
import { AdviceList } from './advice-list.tsx';
import { AnswerDialog, type AnswerTarget } from './answer-dialog.tsx';
import { AnswerFailures } from './answer-failures.tsx';

/** The current time, ticking every minute so deadlines count down. */
function useNow(everyMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

function LoadError({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  return (
    <div className="p-6 text-center">
      <p role="alert" className="text-sm text-red-700">
        {errorMessage(error, `Could not load ${what}`)}
      </p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** One inbox across couriers: what each courier asks about a parcel it could not deliver, and the answers. */
export function AdviceInbox({
  params,
  sync,
  onChange,
}: {
  params: AdviceParams;
  sync: CourierSync;
  onChange: (change: Partial<AdviceParams>) => void;
}) {
  const now = useNow();
  const accountsQ = useCourierAccounts();
  const accounts = useMemo(() => accountsQ.data ?? [], [accountsQ.data]);
  const query = useMemo(() => adviceApiQuery(params), [params]);
  const list = useAdviceList(query);
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const meta = list.data?.meta;
  const answer = useAnswerAdvice();
  const [target, setTarget] = useState<AnswerTarget | null>(null);
  const [failures, setFailures] = useState<AnswerFailure[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // A different page or filter starts a fresh selection.
  const queryKey = JSON.stringify(query);
  const [seenQuery, setSeenQuery] = useState(queryKey);
  if (seenQuery !== queryKey) {
    setSeenQuery(queryKey);
    setSelected(new Set());
  }

  const chosen = rows.filter((r) => selected.has(r._id) && isAnswerable(r));
  const selectable = params.status === 'open' || params.status === 'all';

  async function send(body: AnswerBody) {
    const advices = target?.advices ?? [];
    const result = await answer.mutateAsync(body);
    const outcome = answerOutcome(result, advices);
    if (outcome.text) toast.success(outcome.text);
    if (outcome.failures.length) {
      toast.error(`${plural(outcome.failures.length, 'answer')} not accepted — see why above the list`);
    }
    setFailures(outcome.failures);
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of result.answered) next.delete(id);
      return next;
    });
  }

  function toggle(id: string) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function open(advices: Advice[], action: AdviceAction) {
    if (advices.length) setTarget({ action, advices });
  }

  if (accountsQ.isError && !accountsQ.data) {
    return (
      <Card>
        <LoadError error={accountsQ.error} what="your couriers" onRetry={() => void accountsQ.refetch()} />
      </Card>
    );
  }
  if (accountsQ.isSuccess && accounts.length === 0) {
    return (
      <Card>
        <NoCourierEmpty />
      </Card>
    );
  }

  return (
    <>
      <AnswerFailures failures={failures} onDismiss={() => setFailures([])} />
      <Card className="overflow-hidden">
        <AdviceFilters params={params} openCount={meta?.open} accounts={accounts} onChange={onChange} />
        {list.isError && !list.data ? (
          <LoadError error={list.error} what="the advices" onRetry={() => void list.refetch()} />
        ) : !list.isPending && rows.length === 0 ? (
          <AdviceEmpty
            view={params.status}
            filtered={!!params.courierId}
            lastCheckedAt={lastChecked(sync.targets)}
            sync={sync}
            onClear={() => onChange({ courierId: undefined })}
          />
        ) : (
          <div
            aria-busy={list.isFetching || undefined}
            className={list.isPlaceholderData ? 'opacity-60' : undefined}
          >
            <AdviceList
              rows={rows}
              loading={list.isPending}
              now={now}
              selectable={selectable}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(checked) =>
                setSelected(checked ? new Set(rows.filter(isAnswerable).map((r) => r._id)) : new Set())
              }
              onAnswer={(advice, action) => open([advice], action)}
            />
          </div>
        )}
        {meta && meta.total > 0 ? (
          <Pagination
            page={params.page}
            limit={params.limit}
            total={meta.total}
            pageSizes={PAGE_SIZES}
            label="advices"
            onPageChange={(page) => onChange({ page })}
            onLimitChange={(limit) => onChange({ limit })}
          />
        ) : null}
      </Card>
      <AdviceBulkBar
        count={chosen.length}
        actions={commonActions(chosen)}
        onAnswer={(action) => open(chosen, action)}
        onClear={() => setSelected(new Set())}
      />
      <AnswerDialog
        target={target}
        pending={answer.isPending}
        onOpenChange={(isOpen) => (isOpen ? undefined : setTarget(null))}
        onSubmit={send}
      />
    </>
  );
}
