import { Stack, TextInput } from '@mantine/core';
import {
  FRIEND_CHANNELS,
  FRIEND_REFERRAL_CHANNEL,
  furtherInfoStep,
  type FurtherInfoStep as Output,
  OTHER_CHANNEL,
  presetForChannelCode,
  RESUME_STEP_FIELDS,
} from '@portal/contracts';
import { useEffect } from 'react';
import { useForm, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChannelCode } from '../api/get-channel-code';
import { useChannels } from '../api/get-channels';
import { useStepSubmit } from '../hooks/use-step-submit';
import { toSelectData } from '../lib/choice-data';
import type { FurtherInfoValues } from '../lib/resume-values';
import type { ResumeFieldKey } from '../lib/field-labels';
import { schemaResolver } from '../lib/schema-resolver';
import { Declaration } from './Declaration';
import { SelectField } from './form-fields';
import { FormUploadField } from './FormUploadField';
import { ReferralFields } from './ReferralFields';
import { StepActions } from './StepActions';

const FIELDS: readonly Path<FurtherInfoValues>[] = RESUME_STEP_FIELDS.furtherInfo;
const resolver = schemaResolver<FurtherInfoValues, typeof furtherInfoStep>(furtherInfoStep);
const friendChannels = toSelectData(FRIEND_CHANNELS);

interface FurtherInfoStepProps {
  defaultValues: FurtherInfoValues;
  onNext: (values: FurtherInfoValues, output: Output) => Promise<void>;
  onBack: (values: FurtherInfoValues) => void;
}

/** Step 3, Further Information, with the declaration; Submit sends the application. */
export function FurtherInfoStep({ defaultValues, onNext, onBack }: FurtherInfoStepProps) {
  const { t } = useTranslation('application');
  const form = useForm<FurtherInfoValues, unknown, Output>({
    resolver,
    defaultValues,
    shouldFocusError: false,
  });
  const { submit, blocked, message } = useStepSubmit(form, FIELDS, onNext);
  const channels = useChannels();
  const channelCode = useChannelCode().data?.channelCode ?? null;
  // A channel code presets "heard from" to Friend Referral, as the server will (section 5).
  useEffect(() => {
    const preset = presetForChannelCode(form.getValues(), channelCode);
    if (preset.heardMagicEars !== form.getValues('heardMagicEars')) {
      form.setValue('heardMagicEars', preset.heardMagicEars);
      form.setValue('heardFromDetail', '');
    }
  }, [channelCode, form]);
  const heard = useWatch({ control: form.control, name: 'heardMagicEars' });
  const [photoName, cvName] = useWatch({
    control: form.control,
    name: ['personPhotoName', 'fileCVName'],
  });
  const f = (name: ResumeFieldKey) => t(`application.fields.${name}`);

  return (
    <form onSubmit={submit} noValidate aria-labelledby="application-step-title">
      <Stack gap="md">
        <FormUploadField
          control={form.control}
          name="personPhotoUrl"
          label={f('personPhotoUrl')}
          purpose="PHOTO"
          hint={t('application.form.photoHint')}
          fileName={photoName}
          onUploaded={(result) => form.setValue('personPhotoName', result.fileName)}
        />
        <FormUploadField
          control={form.control}
          name="fileCVUrl"
          label={f('fileCVUrl')}
          purpose="CV"
          hint={t('application.form.cvHint')}
          fileName={cvName}
          onUploaded={(result) => form.setValue('fileCVName', result.fileName)}
        />
        <SelectField
          control={form.control}
          name="heardMagicEars"
          label={f('heardMagicEars')}
          description={channelCode ? t('application.form.channelCodeHint') : undefined}
          readOnly={Boolean(channelCode)}
          required
          data={channels.data ?? []}
          onValueChange={(value) => {
            if (value !== OTHER_CHANNEL) form.setValue('heardFromDetail', '');
            if (value !== FRIEND_REFERRAL_CHANNEL) form.setValue('whichFriendChannel', '');
          }}
        />
        {heard === OTHER_CHANNEL && (
          <TextInput
            {...form.register('heardFromDetail')}
            label={f('heardFromDetail')}
            required
            maxLength={200}
            error={form.formState.errors.heardFromDetail?.message}
          />
        )}
        {heard === FRIEND_REFERRAL_CHANNEL && (
          <SelectField
            control={form.control}
            name="whichFriendChannel"
            label={f('whichFriendChannel')}
            required
            data={friendChannels}
          />
        )}
        <ReferralFields form={form} />
        <Declaration control={form.control} />
        <StepActions
          step={3}
          busy={form.formState.isSubmitting}
          blocked={blocked}
          failure={message}
          onBack={() => onBack(form.getValues())}
        />
      </Stack>
    </form>
  );
}
