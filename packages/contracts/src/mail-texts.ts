/**
 * The e-mails the portal sends, written once. `{link}` and `{name}` are filled by the
 * server; links are absolute and expire (reset: 30 minutes, invitation: 7 days).
 */
export const MAIL_TEXTS = {
  passwordReset: {
    subject: 'Reset your password',
    text:
      'Hello,\n\nSomeone (hopefully you) asked to reset the password of your teacher account.\n' +
      'Open this link within 30 minutes to choose a new password:\n\n{link}\n\n' +
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.\n',
  },
  staffInvitation: {
    subject: 'Your back-office account',
    text:
      'Hello {name},\n\nAn account was made for you in the teacher portal back office.\n' +
      'Open this link within 7 days to choose your password:\n\n{link}\n\nThe link works once.\n',
  },
  resumePassed: {
    subject: 'Your application: next step',
    text:
      'Hello {name},\n\nGood news: your resume passed our review. Your next step is the Mini Demo:\n' +
      'record a short demo or book a live interview.\n\nSign in to continue: {link}\n',
  },
  resumeRejected: {
    subject: 'Your application',
    text:
      'Hello {name},\n\nThank you for applying. We reviewed your resume and cannot move it forward now.\n' +
      'Status: {status}\nReason: {reason}\n\nYou can sign in to see your application: {link}\n',
  },
  demoResult: {
    subject: 'Your application: {session} result',
    text:
      'Hello {name},\n\nYour {session} has a result: {status}.\n' +
      'Sign in to read the feedback and your next step: {link}\n',
  },
  demoNoShow: {
    subject: 'Your application: missed {session}',
    text:
      'Hello {name},\n\nWe missed you at your {session}. Status: {status}.\n' +
      'Sign in to book another time or to see what comes next: {link}\n',
  },
} as const;
export type MailTemplate = keyof typeof MAIL_TEXTS;
