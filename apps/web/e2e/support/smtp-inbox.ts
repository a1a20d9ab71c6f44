/// <reference types="node" />
// The journeys read mail from the same loopback SMTP inbox as the API tests.
export {
  linkIn,
  mailTo,
  startSmtpInbox,
  type ReceivedMail,
  type SmtpInbox,
} from '../../../server/src/test/smtp-inbox';
