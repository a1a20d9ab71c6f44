import { STATUS } from '@portal/contracts';
import { ne } from 'drizzle-orm';
import { resumes, users } from '../../db/schema/index.js';
import type { DemoSeed } from '../demo-seeds.js';

/** Every demo applicant past the form has a submitted resume, so the console has some to show. */
export const demoResumes: DemoSeed = {
  id: '2026-11-resumes',
  async run(db) {
    const applicants = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(ne(users.status, STATUS.Init));
    for (const applicant of applicants) {
      const [first = 'Demo', last = 'Teacher'] = (applicant.email.split('@')[0] ?? '').split('.');
      const name = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
      await db.insert(resumes).values({
        userId: applicant.id,
        commitStep: 3,
        firstName: name(first),
        lastName: name(last),
        fields: {
          firstName: name(first),
          lastName: name(last),
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
        },
        submittedAt: new Date(),
      });
    }
  },
};
