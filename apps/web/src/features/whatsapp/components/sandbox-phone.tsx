import { useEffect, useRef, useState } from 'react';
import { Check, CheckCheck, FlaskConical, MessageCircle, Send, Smartphone } from 'lucide-react';
import toast from 'react-hot-toast';
import type { SandboxChat, SandboxMessage } from '@sauda/contracts/whatsapp.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatTime } from '../../../lib/format.ts';
import { useWhatsappSettings } from '../api/whatsapp-settings.ts';
import {
  useConnectSandbox,
  useReadSandboxChat,
  useReplySandboxChat,
  useSandboxChats,
} from '../api/whatsapp-sandbox.ts';

/** +92 300 1234567 from 923001234567. */
const shownNumber = (waId: string) =>
  waId.startsWith('92') && waId.length === 12 ? `+92 ${waId.slice(2, 5)} ${waId.slice(5)}` : `+${waId}`;

const TICKS: Record<NonNullable<SandboxMessage['status']>, string> = {
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
};

function Ticks({ status }: { status: SandboxMessage['status'] }) {
  if (!status) return null;
  const Icon = status === 'sent' ? Check : CheckCheck;
  return (
    <span className="inline-flex items-center" title={TICKS[status]} data-testid="ticks" data-status={status}>
      <Icon aria-hidden className={cn('size-4', status === 'read' ? 'text-sky-600' : 'text-slate-500')} />
      <span className="sr-only">{TICKS[status]}</span>
    </span>
  );
}

function Bubble({ m, onTap, busy }: { m: SandboxMessage; onTap: (payload: string) => void; busy: boolean }) {
  const out = m.direction === 'out';
  return (
    <li className={cn('flex flex-col', out ? 'items-start' : 'items-end')}>
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm',
          out ? 'rounded-tl-none bg-white text-ink' : 'rounded-tr-none bg-[#d9fdd3] text-ink',
        )}
      >
        <p dir="auto" className="whitespace-pre-wrap break-words">
          {m.text}
        </p>
        <p className="mt-1 flex items-center justify-end gap-1 text-[11px] text-slate-600">
          {formatTime(m.at)}
          {out ? <Ticks status={m.status} /> : null}
        </p>
      </div>
      {m.buttons.length ? (
        <div className="mt-1 grid w-full max-w-[85%] gap-1">
          {m.buttons.map((b) => (
            <button
              key={b.payload}
              type="button"
              disabled={busy}
              onClick={() => onTap(b.payload)}
              className="rounded-lg bg-white px-3 py-2 text-sm font-medium text-sky-700 shadow-sm hover:bg-sky-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {b.text}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

/** One chat as the buyer's phone shows it: opening it reads the seller's messages (blue ticks). */
function Chat({ chat }: { chat: SandboxChat }) {
  const read = useReadSandboxChat();
  const reply = useReplySandboxChat();
  const [text, setText] = useState('');
  const end = useRef<HTMLLIElement>(null);
  const unread = chat.messages.some((m) => m.direction === 'out' && m.status !== 'read');
  const readChat = read.mutate;
  useEffect(() => {
    if (unread) readChat(chat.waId);
  }, [unread, chat.waId, readChat]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.messages.length]);

  const send = async (body: { payload?: string; text?: string }) => {
    try {
      await reply.mutateAsync({ waId: chat.waId, ...body });
      if (body.text) setText('');
    } catch (error) {
      toast.error(errorMessage(error, 'The phone could not send that'));
    }
  };

  return (
    <div className="flex h-[32rem] flex-col overflow-hidden rounded-[1.75rem] border-8 border-slate-800 bg-[#efeae2] shadow-lg">
      <div className="flex items-center gap-2 bg-[#075e54] px-4 py-3 text-white">
        <MessageCircle aria-hidden className="size-5" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold">Your business (sandbox)</p>
          <p className="text-xs text-white/80">Buyer’s phone · {shownNumber(chat.waId)}</p>
        </div>
      </div>
      <ol
        className="flex-1 space-y-2 overflow-y-auto p-3"
        aria-label={`Chat with ${shownNumber(chat.waId)}`}
        aria-live="polite"
      >
        {chat.messages.map((m) => (
          <Bubble key={m.id} m={m} busy={reply.isPending} onTap={(payload) => void send({ payload })} />
        ))}
        <li ref={end} aria-hidden />
      </ol>
      <form
        className="flex items-center gap-2 bg-[#f0f2f5] p-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim()) void send({ text: text.trim() });
        }}
      >
        <label htmlFor="sandbox-reply" className="sr-only">
          Reply as the buyer
        </label>
        <Input
          id="sandbox-reply"
          value={text}
          maxLength={1000}
          placeholder="Reply as the buyer (e.g. haan, nahi)"
          onChange={(e) => setText(e.target.value)}
          className="bg-white"
        />
        <Button type="submit" size="md" aria-label="Send reply" disabled={!text.trim() || reply.isPending}>
          <Send aria-hidden />
        </Button>
      </form>
    </div>
  );
}

/** The sandbox phone page: buyers' chats on the left, the chosen one on a phone on the right. */
export function SandboxPhone() {
  const settings = useWhatsappSettings();
  const on = !!settings.data?.sandbox;
  const chats = useSandboxChats(on);
  const connect = useConnectSandbox();
  const [chosen, setChosen] = useState<string | null>(null);

  if (settings.isPending || (on && chats.isPending)) {
    return (
      <Card className="space-y-3 p-5" aria-busy="true">
        <Skeleton className="h-10" />
        <Skeleton className="h-64" />
      </Card>
    );
  }
  if (!on) {
    const real = settings.data?.configured;
    return (
      <Card>
        <EmptyState
          icon={<FlaskConical aria-hidden />}
          title="The sandbox WhatsApp is off"
          description={
            real
              ? 'Your real WhatsApp number is connected, so confirmations go to buyers. To try the sandbox, disconnect it in Settings → WhatsApp first.'
              : 'Turn it on to see what buyers receive: new cash-on-delivery orders send their confirmation to this on-screen phone, and you answer as the buyer would. Nothing reaches a real buyer.'
          }
          action={
            real ? null : (
              <Button
                loading={connect.isPending}
                onClick={() =>
                  connect.mutate(undefined, {
                    onError: (error) => toast.error(errorMessage(error, 'Could not turn on the sandbox')),
                  })
                }
              >
                Turn on the sandbox
              </Button>
            )
          }
        />
      </Card>
    );
  }
  if (chats.isError) {
    return (
      <Card className="p-5">
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(chats.error, 'Could not load the sandbox phone')}
        </p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void chats.refetch()}>
          Try again
        </Button>
      </Card>
    );
  }
  const list = chats.data ?? [];
  if (list.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={<Smartphone aria-hidden />}
          title="No messages yet"
          description="Create a cash-on-delivery order (or place one in your storefront): its confirmation appears here within a moment."
        />
      </Card>
    );
  }
  const current = list.find((c) => c.waId === chosen) ?? list[0]!;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,16rem)_minmax(0,24rem)]">
      <Card className="self-start">
        <h2 className="border-b border-line px-4 py-3 text-sm font-semibold">Buyers’ chats</h2>
        <ul className="divide-y divide-line" aria-label="Buyers’ chats">
          {list.map((c) => {
            const last = c.messages.at(-1)!;
            const active = c.waId === current.waId;
            return (
              <li key={c.waId}>
                <button
                  type="button"
                  aria-current={active ? 'true' : undefined}
                  onClick={() => setChosen(c.waId)}
                  className={cn(
                    'w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                    active && 'bg-brand-50',
                  )}
                >
                  <span className="flex items-center justify-between gap-2 text-sm font-medium">
                    {shownNumber(c.waId)}
                    <span className="text-xs font-normal text-muted">{formatTime(last.at)}</span>
                  </span>
                  <span dir="auto" className="mt-0.5 line-clamp-1 text-xs text-muted">
                    {last.text}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </Card>
      <Chat key={current.waId} chat={current} />
    </div>
  );
}

/** The label every sandbox screen carries. */
export function SandboxBadge() {
  return (
    <Badge tone="violet" dot>
      Sandbox · no real buyer is messaged
    </Badge>
  );
}
