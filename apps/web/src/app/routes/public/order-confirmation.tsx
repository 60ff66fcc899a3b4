import { useSearchParams } from 'react-router';
import { ConfirmationView } from '../../../features/confirmation/components/confirmation-view.tsx';

/**
 * Public COD confirmation page: /order-confirmation?token=… (no sign-in, no sidebar); the
 * storefront's checkout lands on it with `&placed=1` for the order-placed panel.
 */
export default function OrderConfirmationPage() {
  const [sp] = useSearchParams();
  return <ConfirmationView token={(sp.get('token') ?? '').trim()} placed={sp.get('placed') === '1'} />;
}
