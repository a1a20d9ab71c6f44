import { Paper, Stack, Text, Title } from '@mantine/core';
import type { BasicInfoStep as BasicOut, FurtherInfoStep as FurtherOut } from '@portal/contracts';
import type { TeachingInfoStep as TeachingOut } from '@portal/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommitResumeStep } from '../api/commit-resume-step';
import {
  FORM_STEPS,
  resumeToForm,
  savedFileNames,
  stepToOpen,
  type FormStep,
  type SavedFields,
  type StepValues,
} from '../lib/resume-values';
import classes from './ApplicationForm.module.css';
import { BasicInfoStep } from './BasicInfoStep';
import { FurtherInfoStep } from './FurtherInfoStep';
import { TeachingInfoStep } from './TeachingInfoStep';

interface ResumeFormProps {
  saved: SavedFields;
  accountEmail: string;
  /** Step 3 went through: the application is submitted. */
  onSubmitted: () => void;
}

/**
 * The application form (spec sections 2 and 3): three sub-steps, 1 → 2 → 3, Back allowed.
 * Next saves the step; the form opens at the step after the last one saved, with every saved
 * value filled. Going back keeps what was typed on the step left.
 */
export function ResumeForm({ saved, accountEmail, onSubmitted }: ResumeFormProps) {
  const { t } = useTranslation('application');
  const [step, setStep] = useState<FormStep>(() => stepToOpen(saved.commitStep));
  const [drafts, setDrafts] = useState<StepValues>(() => resumeToForm(saved, accountEmail));
  const [fileNames, setFileNames] = useState(() => savedFileNames(saved));
  const commit = useCommitResumeStep();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // A new step is announced by moving the focus to its heading (not on the first render).
  useEffect(() => {
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [step]);

  const keep = <S extends FormStep>(at: S, values: StepValues[S]) =>
    setDrafts((current) => ({ ...current, [at]: values }));
  const go = (to: FormStep) => setStep(to);
  const onFileName = (field: string, name: string) =>
    setFileNames((current) => ({ ...current, [field]: name }));

  const title = t(`application.form.stepTitles.${step}`);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby="application-step-title"
    >
      <Stack gap="md">
        <div className={classes.stepHeader}>
          <Title order={2} size="h3" id="application-step-title" ref={heading} tabIndex={-1}>
            {t('application.form.heading', { n: step, title })}
          </Title>
          <ol className={classes.stepDots} aria-hidden>
            {FORM_STEPS.map((n) => (
              <li key={n} className={classes.stepDot} data-done={n <= step || undefined} />
            ))}
          </ol>
        </div>
        <Text size="sm" c="dimmed">
          {t('application.form.intro')}
        </Text>
        {step === 1 && (
          <BasicInfoStep
            defaultValues={drafts[1]}
            onNext={async (values, output: BasicOut) => {
              await commit.mutateAsync({ step: 1, values: output });
              keep(1, values);
              go(2);
            }}
          />
        )}
        {step === 2 && (
          <TeachingInfoStep
            defaultValues={drafts[2]}
            fileNames={fileNames}
            onFileName={onFileName}
            onBack={(values) => {
              keep(2, values);
              go(1);
            }}
            onNext={async (values, output: TeachingOut) => {
              await commit.mutateAsync({ step: 2, values: output });
              keep(2, values);
              go(3);
            }}
          />
        )}
        {step === 3 && (
          <FurtherInfoStep
            defaultValues={drafts[3]}
            onBack={(values) => {
              keep(3, values);
              go(2);
            }}
            onNext={async (values, output: FurtherOut) => {
              await commit.mutateAsync({ step: 3, values: output });
              keep(3, values);
              onSubmitted();
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
