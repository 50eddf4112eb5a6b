import { API, type AppConfigResponse } from '@coverletter/contracts';
import { useQuery } from '@tanstack/react-query';

export const DEFAULT_SUPPORT_EMAIL = 'support@coverletter.app';

export const appConfigQueryKey = () => [API.appConfig] as const;

export function useAppConfig() {
  return useQuery<AppConfigResponse>({ queryKey: appConfigQueryKey() });
}

/** The configured support address, or the default while loading or when the call fails. */
export function useSupportEmail(): string {
  const { data } = useAppConfig();
  return data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
}
