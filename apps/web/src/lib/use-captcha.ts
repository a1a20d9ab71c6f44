import type { CaptchaScene } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './captcha';
import { toast } from './toast';

export interface CaptchaControl {
  /** The field shows once the server asked for a captcha, and stays for the form's life. */
  shown: boolean;
  loading: boolean;
  /** Object URL of the current picture. */
  imageUrl?: string;
  /** The current picture's ticket; each one answers once. */
  ticket?: string;
  /** Shows the field (if hidden) with a new picture. */
  load: () => void;
}

interface CaptchaState {
  shown: boolean;
  loading: boolean;
  imageUrl?: string;
  ticket?: string;
}

/**
 * A captcha for one form: hidden until `load` is first called (the server demanded one),
 * then a picture and its ticket, replaced on each `load`. Object URLs are revoked when
 * replaced and when the form goes away.
 */
export function useCaptcha(scene: CaptchaScene): CaptchaControl {
  const [state, setState] = useState<CaptchaState>({ shown: false, loading: false });
  const currentUrl = useRef<string | undefined>(undefined);
  const latest = useRef(0);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
      currentUrl.current = undefined;
    };
  }, []);

  const load = useCallback(() => {
    latest.current += 1;
    const call = latest.current;
    setState((previous) => ({ ...previous, shown: true, loading: true }));
    fetchCaptcha(scene).then(
      ({ ticket, image }) => {
        if (!mounted.current || call !== latest.current) return;
        const imageUrl = URL.createObjectURL(image);
        if (currentUrl.current) URL.revokeObjectURL(currentUrl.current);
        currentUrl.current = imageUrl;
        setState({ shown: true, loading: false, imageUrl, ticket });
      },
      (error: unknown) => {
        if (!mounted.current || call !== latest.current) return;
        // No usable ticket: the next submit asks the server again and gets a new demand.
        setState((previous) => ({ ...previous, loading: false, ticket: undefined }));
        toast.error(error);
      },
    );
  }, [scene]);

  return { ...state, load };
}
