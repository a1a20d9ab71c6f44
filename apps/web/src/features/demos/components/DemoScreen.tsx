import { Stack } from '@mantine/core';
import { canMove, DEMO_BOOKING, DEMO_COURSES, type ApplicationStatus } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { ApplicationLoader, StatusPanel } from '../../application/public';
import { useDemoState } from '../api/demo-state';
import { useTimeZone } from '../hooks/use-time-zone';
import { bookingMove, DEMO_PAGES, demoPageOf, type DemoPage } from '../lib/demo-pages';
import { BookableTimes } from './BookableTimes';
import { BookedSession } from './BookedSession';
import { DemoResultCard } from './DemoResultCard';
import { RecordedDemoCard } from './RecordedDemoCard';
import { TimeZoneSetting } from './TimeZoneSetting';
import { LoadFailed } from '../../../components/LoadFailed';

/**
 * /interview, /training and /trial (spec section 2): where the applicant stands, the booked
 * session with Join and Cancel, the latest result with its feedback, and this week's times
 * to book, in the applicant's time zone.
 */
export function DemoScreen() {
  const page = demoPageOf(useLocation().pathname) ?? 'interview';
  return (
    <ApplicationLoader>
      {(status) => (
        <>
          <StatusPanel status={status} />
          <DemoSection page={page} status={status} />
        </>
      )}
    </ApplicationLoader>
  );
}

function DemoSection({ page, status }: { page: DemoPage; status: ApplicationStatus }) {
  const { t } = useTranslation('application');
  const zone = useTimeZone();
  const state = useDemoState(page);
  // The booking whose time is being changed: a moved booking has a new id, which closes it.
  const [moving, setMoving] = useState<number | null>(null);
  if (state.isPending) return <LoadingIndicator label={t('common.loading')} />;
  if (state.isError)
    return (
      <LoadFailed
        error={state.error}
        title={t('demos.loadFailed')}
        retryLabel={t('application.retry')}
        onRetry={() => void state.refetch()}
      />
    );
  const { booking, result, recording, cancelNum } = state.data;
  const live = booking?.status === DEMO_BOOKING.BOOK_SUCCESS ? booking : null;
  const canBook = !live && canMove(bookingMove(page), status);
  const interview = page === 'interview';
  return (
    <Stack gap="lg">
      {(live || canBook) && (
        <TimeZoneSetting
          zone={zone.zone}
          guessed={zone.guessed}
          useLocal={zone.useLocal}
          onChange={zone.choose}
        />
      )}
      {result && (
        <DemoResultCard
          // The interview page's result may be its live interview's or its recording's.
          course={interview ? t('demos.miniDemo') : DEMO_COURSES[DEMO_PAGES[page].courseType].label}
          training={page === 'training'}
          result={result}
          zone={zone.zone}
        />
      )}
      {live && (
        <BookedSession
          page={page}
          booking={live}
          zone={zone.zone}
          cancelNum={cancelNum}
          onChangeTime={() => setMoving(live.bookingId)}
        />
      )}
      {live && moving === live.bookingId && (
        <BookableTimes
          key={`move-${live.bookingId}`}
          page={page}
          zone={zone.zone}
          moving={live}
          onKeep={() => setMoving(null)}
        />
      )}
      {interview && (
        <RecordedDemoCard
          recording={recording}
          canSubmit={canMove('submitRecording', status)}
          zone={zone.zone}
        />
      )}
      {canBook && <BookableTimes key={DEMO_PAGES[page].courseType} page={page} zone={zone.zone} />}
    </Stack>
  );
}
