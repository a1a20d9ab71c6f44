import type { CaptchaScene } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchCaptcha } from './captcha';
import { solveProofOfWork } from './proof-of-work';
import { toast } from './toast';

export interface CaptchaControl {
  /** The field shows once the server asked for a captcha, and stays for the form's life. */
  shown: boolean;
  loading: boolean;
  /** Object URL of the current picture. */
  imageUrl?: string;
  /** The current picture's ticket; each one answers once. */
  ticket?: string;
  /** Shows the field (if hidden) with a new picture, and starts a new proof of work. */
  load: () => void;
  /** The proof of work for the current picture, once solved (undefined if it failed). */
  proof: () => Promise<string | undefined>;
}

interface CaptchaState {
  shown: boolean;
  loading: boolean;
  imageUrl?: string;
  ticket?: string;
}

/**
 * A captcha for one form: hidden until `load` is first called (the server demanded one),
 * then a picture and its ticket, and a proof of work solved out of sight, replaced on each
 * `load`. Object URLs are revoked when
 * replaced and when the form goes away.
 */
export function useCaptcha(
  scene: CaptchaScene,
  /** The account a sign-in is for, read when a picture loads (its proof is bound to it). */
  account?: () => string | undefined,
): CaptchaControl {
  const [state, setState] = useState<CaptchaState>({ shown: false, loading: false });
  const currentUrl = useRef<string | undefined>(undefined);
  const latest = useRef(0);
  const mounted = useRef(false);
  // Each answer spends its picture's ticket and its proof: a new picture brings a new proof.
  const proofRef = useRef<Promise<string | undefined>>(Promise.resolve(undefined));

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
    proofRef.current = solveProofOfWork(scene, account?.());
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
  }, [scene, account]);

  const proof = useCallback(() => proofRef.current, []);
  return { ...state, load, proof };
}
