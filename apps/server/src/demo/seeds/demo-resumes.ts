import { STATUS } from '@portal/contracts';
import { ne } from 'drizzle-orm';
import { resumes, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';

/** Names for the demo accounts whose e-mail is one word (`teacher@`): never "Teacher Teacher". */
const ONE_WORD_NAMES: Record<string, [string, string]> = { teacher: ['Tessa', 'Morgan'] };

/** First and last name from `first.last@`, or the one-word account's own. */
export function namesOf(email: string): [string, string] {
  const local = email.split('@')[0] ?? '';
  const named = ONE_WORD_NAMES[local];
  if (named) return named;
  const [first = 'Demo', last = 'Applicant'] = local.split('.');
  const name = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  return [name(first), name(last)];
}

/** A whole demo resume: the form's three steps, answered as a typical applicant would. */
export function demoResumeFields(firstName: string, lastName: string) {
  return {
    firstName,
    lastName,
    gender: 'DISCLOSE',
    birthday: '1992/06/15',
    telAreaCode: '+1',
    phoneNum: '5550100',
    citizenship: 'United States',
    residency: 'United States',
    state: 'CA',
    nativeSpeaker: 'YES',
    firstLanguage: 'ENGLISH',
    taughtOnline: 'YES',
    oldTeachingExperience: '2-3',
    highestLevel: 'BACHELOR',
    teachingCertificate: 'TEFL',
    heardMagicEars: 'Facebook',
    hasReferralCode: 'NO',
    referralCode: '',
    agree: true,
  };
}

/** Every demo applicant past the form has a submitted resume, so the console has some to show. */
export const demoResumes: DemoSeed = {
  id: '2026-11-resumes',
  async run(db) {
    const applicants = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(ne(users.status, STATUS.Init));
    for (const applicant of applicants) {
      const [firstName, lastName] = namesOf(applicant.email);
      await db.insert(resumes).values({
        userId: applicant.id,
        commitStep: 3,
        firstName,
        lastName,
        fields: demoResumeFields(firstName, lastName),
        submittedAt: new Date(),
      });
    }
  },
};
