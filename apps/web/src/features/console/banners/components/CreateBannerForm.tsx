import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { createBannerFields, type BannerKind } from '@portal/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/toast';
import { useFormFailure } from '../../../../lib/use-form-failure';
import { useCreateBanner } from '../api/create-banner';
import { BANNER_PICTURE_ACCEPT, bannerPictureProblem } from '../lib/banner-picture';
import { UploadProgress } from './UploadProgress';
import { FormAlert } from '../../../../components/FormAlert';

const schema = createBannerFields.pick({ title: true, redirectUrl: true });
type Values = z.input<typeof schema>;
const FIELDS = ['title', 'redirectUrl'] as const;

/** Adds a banner: picture (checked here and by the server), title (its alt text), link. */
export function CreateBannerForm({ kind }: { kind: BannerKind }) {
  const { t } = useTranslation('console');
  const titleId = useId();
  const creating = useCreateBanner();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { title: '', redirectUrl: '' },
  });
  const failure = useFormFailure(form, FIELDS);
  const { errors, isSubmitting } = form.formState;

  const choose = (file: File | null) => {
    setPicture(file);
    setPictureError(file ? bannerPictureProblem(file) : null);
  };

  const submit = form.handleSubmit(async (values) => {
    const problem = bannerPictureProblem(picture);
    if (problem || !picture) {
      setPictureError(problem);
      return;
    }
    try {
      setProgress(0);
      const created = await creating.mutateAsync({
        kind,
        ...values,
        picture,
        onProgress: setProgress,
      });
      toast.success(t('siteBanners.created', { title: created.title }));
      form.reset();
      setPicture(null);
    } catch (error) {
      if (isApiError(error) && error.code.startsWith('BIZ_UPLOAD_')) setPictureError(error.message);
      else failure.fail(error);
    } finally {
      setProgress(null);
    }
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        {t('siteBanners.createTitle')}
      </Title>
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <FileInput
              label={t('siteBanners.picture')}
              description={t('siteBanners.pictureHint')}
              accept={BANNER_PICTURE_ACCEPT}
              value={picture}
              onChange={choose}
              error={pictureError}
              clearable
              clearButtonProps={{ 'aria-label': t('siteBanners.clearPicture') }}
              withAsterisk
            />
            <TextInput
              label={t('siteBanners.bannerTitle')}
              description={t('siteBanners.bannerTitleHint')}
              {...form.register('title')}
              error={errors.title?.message}
              withAsterisk
            />
            <TextInput
              label={t('siteBanners.link')}
              description={t('siteBanners.linkHint')}
              {...form.register('redirectUrl')}
              error={errors.redirectUrl?.message}
            />
          </SimpleGrid>
          {progress !== null && <UploadProgress percent={progress} />}
          <FormAlert message={failure.message} />
          <Button type="submit" loading={isSubmitting} disabled={failure.blocked} w="fit-content">
            {t('siteBanners.create')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
