import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, PencilLine } from 'lucide-react';
import type { User } from '@sauda/contracts/auth.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 px-5 py-3.5 sm:grid-cols-[180px_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

export function PersonalInfoCard({ user, businessName }: { user: User; businessName: string }) {
  return (
    <Card>
      <CardHeader
        title="Personal information"
        description="How you appear to your team and on Sauda e-mails."
        action={
          <Link to="/my-profile/profile" className={buttonClasses('outline', 'sm')}>
            <PencilLine /> Edit
          </Link>
        }
      />
      <div className="flex items-center gap-4 border-b border-line px-5 py-5">
        <Avatar name={user.name} src={user.image} size={56} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold text-ink">{user.name}</p>
          <p className="text-sm text-muted">Owner · {businessName}</p>
        </div>
      </div>
      <dl className="divide-y divide-line">
        <Row label="E-mail">
          <span className="mr-2">{user.email}</span>
          {user.emailVerified ? (
            <Badge tone="green">
              <BadgeCheck className="size-3.5" /> Verified
            </Badge>
          ) : (
            <Link to="/verify" className="inline-block">
              <Badge tone="yellow">Not verified — verify now</Badge>
            </Link>
          )}
        </Row>
        <Row label="Phone">{user.phone || <span className="font-normal text-muted">Not added</span>}</Row>
        <Row label="Business name">{businessName}</Row>
        <Row label="Member since">{formatDate(user.createdAt)}</Row>
      </dl>
    </Card>
  );
}
