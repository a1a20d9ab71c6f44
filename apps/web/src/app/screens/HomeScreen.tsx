import { useLocation } from 'react-router';
import { AccountEntry } from '../../features/accounts/components/AccountEntry';
import { HomePage } from '../../features/public/HomePage';
import { withCarriedParams } from '../layouts/menu';
import { isBuilt } from '../route-registry';

/** /home: the landing page with the account form, composed here so features stay apart. */
export function HomeScreen() {
  const { search } = useLocation();
  // No link leads nowhere: the policy is linked once its screen exists.
  const privacyHref = isBuilt('/privacy') ? withCarriedParams('/privacy', search) : undefined;
  return <HomePage account={<AccountEntry isBuilt={isBuilt} privacyHref={privacyHref} />} />;
}
