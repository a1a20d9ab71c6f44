import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { FormStep } from '../lib/resume-values';
import classes from './ApplicationForm.module.css';

interface StepActionsProps {
  step: FormStep;
  busy: boolean;
  blocked: boolean;
  /** The step's failed save that belongs to no field (useStepSubmit), shown above the buttons. */
  failure: string | null;
  /** Step 2 and 3 go back (spec section 2: prior 1, prior 2); step 1 has none. */
  onBack?: () => void;
}

/** Back and Next (Submit on the last step); Next saves the step. */
export function StepActions({ step, busy, blocked, failure, onBack }: StepActionsProps) {
  const { t } = useTranslation('application');
  return (
    <>
      <FormAlert message={failure} />
      <div className={classes.actions}>
        {onBack ? (
          <Button variant="default" onClick={onBack} disabled={busy}>
            {t('application.form.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={busy} disabled={blocked}>
          {step === 3 ? t('application.form.submit') : t('application.form.next')}
        </Button>
      </div>
    </>
  );
}
