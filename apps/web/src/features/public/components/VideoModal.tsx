import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { FOCUS_GUARD_ATTRIBUTE, focusEdge, useFocusTrap } from '../../../lib/use-focus-trap';
import classes from './VideoModal.module.css';

interface VideoModalProps {
  title: string;
  src: string;
  onClose: () => void;
}

/**
 * The testimonial player (spec section 2): a modal dialog that plays at once and closes on
 * its x, on Escape or on a click on the backdrop. The focus stays inside while it is open
 * (a guard at each end sends Tab round) and returns to the play button after. The video is only loaded now, when it is played.
 */
export function VideoModal({ title, src, onClose }: VideoModalProps) {
  const { t } = useTranslation('publicSite');
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useFocusTrap(dialog, close);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind does not scroll while the dialog is up.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [onClose]);

  const onBackdrop = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return createPortal(
    <div className={classes.backdrop} onClick={onBackdrop} data-testid="video-backdrop">
      <div
        ref={dialog}
        className={classes.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        // A click on its text keeps the focus in the dialog.
        tabIndex={-1}
      >
        <span
          tabIndex={0}
          {...{ [FOCUS_GUARD_ATTRIBUTE]: '' }}
          onFocus={() => focusEdge(dialog.current, 'last')}
        />
        <div className={classes.header}>
          <h2 id={titleId} className={classes.title}>
            {title}
          </h2>
          <button
            ref={close}
            type="button"
            className={classes.close}
            onClick={onClose}
            aria-label={t('siteHome.testimonials.close')}
          >
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
              <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2.2" />
            </svg>
          </button>
        </div>
        <video
          className={classes.video}
          src={src}
          controls
          autoPlay
          playsInline
          width={1280}
          height={720}
        />
        <span
          tabIndex={0}
          {...{ [FOCUS_GUARD_ATTRIBUTE]: '' }}
          onFocus={() => focusEdge(dialog.current, 'first')}
        />
      </div>
    </div>,
    document.body,
  );
}
