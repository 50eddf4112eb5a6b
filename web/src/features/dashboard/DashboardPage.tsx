import { LanguageSwitcher } from '@coverletter/ui';
import { usePageTitle } from '../../components/use-page-title';
import { useAuthUser } from '../auth/api/use-auth-user';
import { DashboardFrame } from './DashboardFrame';
import { DashboardSkeleton } from './DashboardSkeleton';
import { SignedInDashboard } from './SignedInDashboard';
import { SignInRequired } from './SignInRequired';

/** /dashboard (SPEC.md section 2): skeletons while the sign-in state loads, then the gate or the dashboard. */
export function DashboardPage() {
  usePageTitle('dashboard.pageTitle');
  const { user, isLoading } = useAuthUser();
  if (user) return <SignedInDashboard user={user} />;
  return <DashboardFrame actions={<LanguageSwitcher />}>{isLoading ? <DashboardSkeleton /> : <SignInRequired />}</DashboardFrame>;
}
