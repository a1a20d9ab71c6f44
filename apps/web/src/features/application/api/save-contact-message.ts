import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const CONTACT_PATH = '/t/tc/help/save';

/** POST /t/tc/help/save: a message (up to 300 characters) to the success manager. */
export function useSaveContactMessage() {
  return useMutation({
    mutationFn: (content: string) => api.post(CONTACT_PATH, { content }, z.null()),
  });
}
