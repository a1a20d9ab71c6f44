import type { BannerKind } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRequest } from '../../../lib/upload-request';
import { managedBanner } from './banner-schemas';
import { BANNER_QUERY_KEYS, MANAGED_BANNERS_PATH } from './get-managed-banners';
import { opsCall } from './ops-call';

export interface NewBanner {
  kind: BannerKind;
  title: string;
  redirectUrl: string;
  picture: File;
  onProgress?: (percent: number) => void;
}

/** POST /ops/banners (multipart): the new banner starts OFF, last in its kind's order. */
export function useCreateBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, title, redirectUrl, picture, onProgress }: NewBanner) => {
      const body = new FormData();
      body.append('kind', kind);
      body.append('title', title);
      body.append('redirectUrl', redirectUrl);
      body.append('picture', picture, picture.name);
      return opsCall(queryClient, () =>
        uploadRequest(MANAGED_BANNERS_PATH, body, managedBanner, { onProgress }),
      );
    },
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
