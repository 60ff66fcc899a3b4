import { useState } from 'react';
import toast from 'react-hot-toast';
import { Copy, ExternalLink, MessageCircle, Send } from 'lucide-react';
import type { Order } from '@sauda/contracts/orders.ts';
import type { WhatsappDelivery } from '@sauda/contracts/whatsapp.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { useSendConfirmationWhatsapp } from '../api/update-order.ts';
import { useSendConfirmation } from '../api/use-send-confirmation.ts';
import { LANGUAGE_LABELS, MESSAGE_LANGUAGES } from '../lib/whatsapp.ts';
import { ConfirmationChip } from './order-badges.tsx';
import { who } from './order-timeline.tsx';

/** COD confirmation: the buyer's public link, WhatsApp buttons and what happened so far. */
export function ConfirmationCard({
  order,
  storeName,
  whatsappApi = false,
}: {
  order: Order;
  storeName: string;
  /** The seller connected a WhatsApp Business number: offer sending through the API. */
  whatsappApi?: boolean;
}) {
  const { sendOrder } = useSendConfirmation(() => storeName);
  const sendApi = useSendConfirmationWhatsapp();
  const [copied, setCopied] = useState(false);
  const [askAgain, setAskAgain] = useState(false);
  const c = order.confirmation;
  if (c.status === 'not_required' && !c.url) return null;

  function sendViaApi(again: boolean) {
    sendApi.mutate(
      { id: order._id, again },
      {
        onSuccess: () => {
          setAskAgain(false);
          toast.success('Confirmation link sent on WhatsApp');
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not send the message on WhatsApp')),
      },
    );
  }

  async function copy() {
    if (!c.url) return;
    try {
      await navigator.clipboard.writeText(c.url);
      setCopied(true);
      toast.success('Copied to clipboard!');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Failed to copy!');
    }
  }

  return (
    <Card>
      <CardHeader
        title="COD confirmation"
        description="The buyer confirms, cancels or corrects the address on their phone."
        action={<ConfirmationChip status={c.status} by={c.answeredBy} />}
      />
      <div className="space-y-4 px-5 py-4">
        {c.url ? (
          <div>
            <label htmlFor="confirmation-link" className="text-xs font-medium text-muted">
              Buyer’s link
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id="confirmation-link"
                readOnly
                value={c.url}
                onFocus={(e) => e.target.select()}
                className="h-9 min-w-0 flex-1 rounded-lg border border-line bg-slate-50 px-2.5 font-mono text-xs text-slate-700"
              />
              <Button
                variant="outline"
                size="sm"
                className="h-9"
                onClick={() => void copy()}
                aria-label="Copy link"
              >
                <Copy /> {copied ? 'Copied' : 'Copy'}
              </Button>
              <a
                href={c.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Open the buyer’s page in a new tab"
                className="inline-flex h-9 items-center rounded-lg border border-line px-2.5 text-slate-600 shadow-sm hover:bg-slate-50"
              >
                <ExternalLink className="size-4" />
              </a>
            </div>
          </div>
        ) : null}
        {c.status === 'awaiting' && c.url ? (
          <div className="flex flex-wrap gap-2">
            {MESSAGE_LANGUAGES.map((lang) => (
              <Button
                key={lang}
                variant={lang === 'en' ? 'primary' : 'outline'}
                // At 320 px 'Send on WhatsApp (Roman Urdu)' is wider than the card: it wraps instead.
                className={cn(
                  'h-auto! min-h-10 max-w-full py-2 whitespace-normal!',
                  lang === 'en' && 'bg-[#1f8f4e] hover:bg-[#187a42]',
                )}
                onClick={() => sendOrder(order, lang)}
              >
                <MessageCircle /> Send on WhatsApp ({LANGUAGE_LABELS[lang]})
              </Button>
            ))}
            {whatsappApi ? (
              <Button
                variant="outline"
                loading={sendApi.isPending}
                onClick={() => (c.sentAt ? setAskAgain(true) : sendViaApi(false))}
              >
                <Send /> {c.sentAt ? 'Send again via WhatsApp API' : 'Send via WhatsApp API'}
              </Button>
            ) : null}
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs text-muted">Link sent</dt>
            <dd
              className="text-ink"
              title={c.sentAt ? formatDateTime(c.sentAt) : undefined}
              data-testid="confirmation-sent-at"
            >
              {c.sentAt ? formatRelative(c.sentAt) : 'Not yet'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Answered</dt>
            <dd
              className="text-ink"
              title={c.respondedAt ? formatDateTime(c.respondedAt) : undefined}
              data-testid="confirmation-answered"
            >
              {c.respondedAt ? formatRelative(c.respondedAt) : 'Not yet'}
              {c.answeredBy ? <span className="block text-xs text-muted">by {who(c.answeredBy)}</span> : null}
            </dd>
          </div>
        </dl>
        {c.whatsapp ? <WhatsappDeliveryLine delivery={c.whatsapp} /> : null}
      </div>
      <ConfirmDialog
        open={askAgain}
        onOpenChange={setAskAgain}
        title="Send the link again?"
        description={
          c.sentAt
            ? `It went to the buyer ${formatRelative(c.sentAt)} (${formatDateTime(c.sentAt)})${
                c.whatsapp ? `; WhatsApp says: ${DELIVERY_WORDS[c.whatsapp.status].toLowerCase()}` : ''
              }. The buyer gets a second message.`
            : ''
        }
        confirmLabel="Send again"
        pending={sendApi.isPending}
        onConfirm={() => sendViaApi(true)}
      />
    </Card>
  );
}

const DELIVERY_WORDS: Record<WhatsappDelivery['status'], string> = {
  accepted: 'Accepted by WhatsApp, waiting for its report',
  sent: 'Sent',
  delivered: 'Delivered to the buyer’s phone',
  read: 'Read by the buyer',
  failed: 'Not delivered',
};

/** What Meta last reported of the Cloud API message (sent → delivered → read, or failed). */
function WhatsappDeliveryLine({ delivery }: { delivery: WhatsappDelivery }) {
  const failed = delivery.status === 'failed';
  const ticks = { accepted: '✓', sent: '✓', delivered: '✓✓', read: '✓✓', failed: '!' }[delivery.status];
  return (
    <div
      data-testid="whatsapp-delivery"
      className={`rounded-lg border px-3 py-2 text-sm ${failed ? 'border-red-200 bg-red-50 text-red-800' : 'border-line bg-slate-50 text-slate-700'}`}
    >
      <p className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className={`font-semibold ${delivery.status === 'read' ? 'text-sky-600' : failed ? 'text-red-700' : 'text-slate-500'}`}
        >
          {ticks}
        </span>
        <span>
          WhatsApp: {DELIVERY_WORDS[delivery.status]}{' '}
          <span className="text-xs text-muted" title={formatDateTime(delivery.at)}>
            · {formatRelative(delivery.at)}
          </span>
        </span>
      </p>
      {delivery.error ? <p className="mt-1">{delivery.error.advice}</p> : null}
    </div>
  );
}
