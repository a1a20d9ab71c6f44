import { VisuallyHidden } from '@mantine/core';
import {
  applicantStatusLabel,
  FUNNEL_STEPS,
  funnelStepIndex,
  progressPercent,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import classes from './FunnelShell.module.css';

/**
 * The funnel's step bar (spec section 2): five steps, the line grows 25% per step reached,
 * the current step (the status's group, decision 016) is highlighted with its status label.
 */
export function StepBar({ stage, status }: { stage: string; status: string }) {
  const { t } = useTranslation('application');
  const current = funnelStepIndex(stage, status);
  return (
    <div className={classes.bar}>
      <div className={classes.track} aria-hidden>
        <div className={classes.fill} style={{ width: `${progressPercent(stage, status)}%` }} />
      </div>
      <ol className={classes.steps} aria-label={t('application.steps.label')}>
        {FUNNEL_STEPS.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={step.id}
              className={classes.step}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={classes.dot} aria-hidden>
                {state === 'done' ? '✓' : index + 1}
              </span>
              <span className={classes.stepLabel}>{t(`funnel.steps.${step.id}`)}</span>
              {state === 'done' && <VisuallyHidden>{t('application.steps.done')}</VisuallyHidden>}
              {state === 'current' && (
                <span className={classes.stepStatus}>
                  <VisuallyHidden>{t('application.steps.current')}: </VisuallyHidden>
                  {applicantStatusLabel(stage, status)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
