import { INITIAL_PLACE } from '@portal/contracts';
import { resumes, users } from '../../db/schema/index.js';
import { createPasswordHasher } from '../../modules/auth/password-hasher.js';
import type { DemoSeed } from '../demo-seeds.js';
import { DEMO_TEACHER_PASSWORD } from './demo-accounts.js';
import { demoResumeFields, namesOf } from './demo-resumes.js';

/** Signed up through a friend's share poster; steps 1 and 2 saved (decision 074). */
export const CHANNEL_CODE_APPLICANT = 'poppy.shaw@portal.demo';
const FRIENDS_POSTER = 'spring-share-poster';

const hasher = createPasswordHasher({ memoryKib: 19_456, iterations: 2 });

/**
 * An applicant with a channel code at step 3 of the form: "How did you hear about us?" shows
 * the Friend Referral preset, locked, and asks which channel the friend used.
 */
export const demoChannelCode: DemoSeed = {
  id: '2026-11-channel-code',
  async run(db) {
    const [user] = await db
      .insert(users)
      .values({
        email: CHANNEL_CODE_APPLICANT,
        ...INITIAL_PLACE,
        passwordHash: await hasher.hash(DEMO_TEACHER_PASSWORD),
        referralCode: '19000001',
        poster: FRIENDS_POSTER,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('the channel-code applicant was not inserted');
    const [firstName, lastName] = namesOf(CHANNEL_CODE_APPLICANT);
    const {
      heardMagicEars: _heard,
      hasReferralCode: _has,
      referralCode: _code,
      agree: _agree,
      ...firstTwoSteps
    } = demoResumeFields(firstName, lastName);
    await db
      .insert(resumes)
      .values({ userId: user.id, commitStep: 2, firstName, lastName, fields: firstTwoSteps });
  },
};
