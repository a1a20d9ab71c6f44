import { BANNER_CALLS, type BannerKind } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRequest } from '../../../../lib/upload-request';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from '../../shell/api/ops-call';

export interface NewBanner {
  kind: BannerKind;
  title: string;
  redirectUrl: string;
  picture: File;
  onProgress?: (percent: number) => void;
}

/** The new banner starts OFF, last in its kind's order. */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, title, redirectUrl, picture, onProgress }: NewBanner) => {
      const fields = { kind, title, redirectUrl };
      return opsCall(queryClient, () =>
        uploadRequest(BANNER_CALLS.create, { file: picture, fields }, { onProgress }),
      );
    },
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
