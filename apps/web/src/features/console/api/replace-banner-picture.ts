import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRequest } from '../../../lib/upload-request';
import { managedBanner } from './banner-schemas';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from './ops-call';

export interface PictureReplacement {
  id: number;
  picture: File;
  onProgress?: (percent: number) => void;
}

/** POST /ops/banners/:id/picture (multipart): a new picture for the same banner. */
export function useReplaceBannerPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, picture, onProgress }: PictureReplacement) => {
      const body = new FormData();
      body.append('picture', picture, picture.name);
      return opsCall(queryClient, () =>
        uploadRequest(`/ops/banners/${id}/picture`, body, managedBanner, { onProgress }),
      );
    },
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
