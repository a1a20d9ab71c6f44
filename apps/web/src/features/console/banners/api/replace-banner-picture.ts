import { BANNER_CALLS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadRequest } from '../../../../lib/upload-request';
import { BANNER_QUERY_KEYS } from './get-managed-banners';
import { opsCall } from '../../shell/api/ops-call';

export interface PictureReplacement {
  id: number;
  picture: File;
  onProgress?: (percent: number) => void;
}

/** A new picture for the same banner. */
export function useReplaceBannerPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, picture, onProgress }: PictureReplacement) => {
      return opsCall(queryClient, () =>
        uploadRequest(
          BANNER_CALLS.replacePicture,
          { file: picture },
          { onProgress, params: { bannerId: id } },
        ),
      );
    },
    onSuccess: () =>
      Promise.all(BANNER_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
