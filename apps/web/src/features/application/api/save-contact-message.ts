import { APPLICATION_CALLS } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A message (up to 300 characters) to the success manager. */
export function useSaveContactMessage() {
  return useMutation({
    mutationFn: (content: string) =>
      callApi(APPLICATION_CALLS.saveContactMessage, { body: { content } }),
  });
}
