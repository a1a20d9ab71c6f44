import { Alert, Badge, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeviceCheck, type ConnectionTest, type MediaTest } from '../hooks/use-device-check';
import { connectionRating } from '../lib/device-check';

/**
 * "Check device and connection" (decision 061): the camera and microphone (found, then
 * started on demand, with what to do when the browser is refused or finds none) and the
 * connection (online, the server's round trip). Results are announced as they come.
 */
export function DeviceCheckDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const check = useDeviceCheck();
  const { devices } = check;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('device.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('device.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('device.intro')}</Text>
        <Stack gap="xs" component="section" aria-labelledby="device-media">
          <Title order={3} size="h5" id="device-media">
            {t('device.mediaTitle')}
          </Title>
          <div aria-live="polite">
            {devices === 'checking' && <Text size="sm">{t('device.checking')}</Text>}
            {typeof devices === 'object' && (
              <Group gap="xs">
                <Found
                  ok={devices.cameras > 0}
                  text={t('device.cameras', { count: devices.cameras })}
                />
                <Found
                  ok={devices.microphones > 0}
                  text={t('device.microphones', { count: devices.microphones })}
                />
              </Group>
            )}
            <MediaResult media={check.media} />
          </div>
          <Group>
            <Button
              onClick={() => void check.testMedia()}
              loading={check.media.state === 'testing'}
            >
              {t('device.testMedia')}
            </Button>
          </Group>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="device-connection">
          <Title order={3} size="h5" id="device-connection">
            {t('device.connectionTitle')}
          </Title>
          <div aria-live="polite">
            <ConnectionResult connection={check.connection} />
          </div>
          <Group>
            <Button
              variant="default"
              onClick={() => void check.testConnection()}
              loading={check.connection.state === 'testing'}
            >
              {t('device.testAgain')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Modal>
  );
}

/** A device kind found or not: in words, the colour only repeats them. */
function Found({ ok, text }: { ok: boolean; text: string }) {
  return (
    <Badge color={ok ? 'green' : 'red'} variant="light" c="dark.7" size="lg" tt="none">
      {text}
    </Badge>
  );
}

function MediaResult({ media }: { media: MediaTest }) {
  const { t } = useTranslation('schedule');
  if (media.state === 'testing') return <Text size="sm">{t('device.testingMedia')}</Text>;
  if (media.state === 'problem')
    return (
      <Alert color="red" mt="xs">
        {t(`device.problem.${media.problem}`)}
      </Alert>
    );
  if (media.state !== 'works') return null;
  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm" fw={600}>
        {t('device.mediaWorks')}
      </Text>
      <video
        aria-label={t('device.previewLabel')}
        autoPlay
        muted
        playsInline
        width={240}
        style={{ maxWidth: '100%', borderRadius: 4, background: '#000' }}
        ref={(video) => {
          if (video && video.srcObject !== media.stream) video.srcObject = media.stream;
        }}
      />
    </Stack>
  );
}

function ConnectionResult({ connection }: { connection: ConnectionTest }) {
  const { t } = useTranslation('schedule');
  if (connection.state === 'testing') return <Text size="sm">{t('device.checking')}</Text>;
  const { online, latencyMs } = connection;
  return (
    <Stack gap={4}>
      <Text size="sm">{online ? t('device.online') : t('device.offline')}</Text>
      {latencyMs === null ? (
        <Alert color="red">{t('device.unreachable')}</Alert>
      ) : (
        <Text size="sm">
          {t('device.latency', { ms: latencyMs })}{' '}
          <Text span fw={600}>
            {t(`device.rating.${connectionRating(latencyMs)}`)}
          </Text>
        </Text>
      )}
    </Stack>
  );
}
