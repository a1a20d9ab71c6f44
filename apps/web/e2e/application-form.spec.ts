import type { Page } from '@playwright/test';
import { emailField, expect, newEmail, PASSWORD, passwordField, test } from './fixtures';
import { choose, radio, stepHeading } from './support/applicant';

// Journey: a new applicant fills the three-step form. Every required field and every
// dependent rule says what is wrong; leaving (reload, sign out and in) resumes at the saved
// step with the values kept; submitting shows where the application stands.
test.setTimeout(180_000);

const REQUIRED = 'Required field.';
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const submit = (page: Page) => page.getByRole('button', { name: 'Submit' }).click();
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const form = (page: Page) => page.getByRole('form');

async function signUp(page: Page, email: string) {
  await page.goto('/v2/home');
  const signUpForm = page.getByRole('form', { name: 'Become a Hero' });
  await emailField(signUpForm).fill(email);
  await passwordField(signUpForm).fill(PASSWORD);
  await signUpForm.getByRole('button', { name: 'Teach Now' }).click();
  // A new account's callback is /basic: the form opens at step 1.
  await expect(page).toHaveURL(/\/v2\/basic$/);
  await expect(stepHeading(page, 1)).toBeVisible();
}

async function stepOne(page: Page) {
  await next(page);
  await expect(form(page).getByText(REQUIRED)).toHaveCount(8);
  await expect(field(page, 'First name')).toBeFocused();

  await field(page, 'First name').fill('Ann 1');
  await field(page, 'Middle initial').fill('É');
  await field(page, 'Last name').fill('Smith');
  await field(page, 'Phone number').fill('555-12');
  await radio(page, 'Gender', 'Female').check();
  await field(page, 'Date of birth').fill('1991-02-03');
  await choose(page, 'Phone area code', '+1 United States, Canada', 'Canada');
  await choose(page, 'Citizenship', 'Canada');
  await choose(page, 'Country of residence', 'United States', 'United');
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeVisible();
  await next(page);
  await expect(
    page.getByText('Blank spaces and special characters are not allowed on this field.'),
  ).toBeVisible();
  await expect(page.getByText('Only accept English characters.')).toBeVisible();
  await expect(page.getByText('Your phone number can only be numbers.')).toBeVisible();
  // The state is required for United States residents.
  await expect(form(page).getByText(REQUIRED)).toHaveCount(1);
  await expect(field(page, 'First name')).toBeFocused();

  await field(page, 'First name').fill('Ann');
  await field(page, 'Middle initial').fill('B');
  await field(page, 'Phone number').fill('5551234567');
  await choose(page, 'State', 'New York', 'New');
  await expect(field(page, 'Email')).not.toBeEditable();
  await next(page);
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(stepHeading(page, 2)).toBeFocused();
}

async function stepTwo(page: Page) {
  await next(page);
  // First language, highest education and the ESL certificate question.
  await expect(form(page).getByText(REQUIRED)).toHaveCount(3);

  await radio(page, /native English speaker/, 'Yes').check();
  await choose(page, 'First language', 'English');
  await choose(page, 'Highest education', 'Undergraduate Student');
  await expect(page.getByText('upload a transcript that shows your legal name')).toBeVisible();
  await radio(page, /taught online/, 'Yes').check();
  const question = page.getByRole('radiogroup', { name: 'Do you hold an ESL certificate?' });
  await question.getByRole('radio', { name: 'NO', exact: true }).check();
  await expect(
    page.getByText('You can still pursue an ESL certificate during your application.'),
  ).toBeVisible();
  await question.getByRole('radio', { name: 'Yes', exact: true }).check();
  await next(page);
  // Experience when taught online; which certificates when "Yes".
  await expect(form(page).getByText(REQUIRED)).toHaveCount(2);
  await choose(page, 'Teaching experience', '1-2 years');
  const types = page.getByRole('group', { name: 'Which ESL certificates do you hold?' });
  await types.getByRole('checkbox', { name: 'TEFL' }).check();
  await types.getByRole('checkbox', { name: 'CELTA' }).check();
  await next(page);
  await expect(stepHeading(page, 3)).toBeVisible();
}

async function stepThreeRules(page: Page) {
  await submit(page);
  // How they heard of us, and the referral code (YES is the default answer): every message
  // shows at once, dependent rules included.
  await expect(form(page).getByText(REQUIRED)).toHaveCount(2);
  await expect(field(page, 'Referral code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('combobox', { name: 'How did you hear about us?' })).toBeFocused();

  await choose(page, 'How did you hear about us?', 'Other');
  await submit(page);
  // The detail for "Other", and the referral code (YES is the default answer).
  await expect(form(page).getByText(REQUIRED)).toHaveCount(2);
  await expect(field(page, 'Please tell us where')).toBeFocused();
  await field(page, 'Please tell us where').fill('A poster at the library');

  await choose(page, 'How did you hear about us?', 'Friend Referral');
  await expect(field(page, 'Please tell us where')).toHaveCount(0);
  await submit(page);
  await expect(
    page.getByRole('combobox', { name: 'Where did your friend share it?' }),
  ).toHaveAttribute('aria-invalid', 'true');
  await choose(page, 'Where did your friend share it?', 'WhatsApp');

  // The code keeps digits only.
  const code = field(page, 'Referral code');
  await code.fill('ab12c3');
  await expect(code).toHaveValue('123');
  await radio(page, 'Do you have a referral code?', 'No').check();
  await expect(code).toHaveCount(0);
  await radio(page, 'Do you have a referral code?', 'Yes').check();
  await expect(field(page, 'Referral code')).toHaveValue('');
  await field(page, 'Referral code').fill('777');

  // The declaration must be agreed to.
  await expect(page.getByText('claim damages')).toBeVisible();
  const agree = page.getByRole('checkbox', { name: 'I agree to the declaration above' });
  await expect(agree).toBeChecked();
  await agree.uncheck();
  await submit(page);
  await expect(form(page).getByText(REQUIRED)).toHaveCount(1);
  await expect(agree).toBeFocused();
}

async function expectSavedValues(page: Page) {
  // Step 2 was saved: the form opens at step 3; steps 2 and 1 show what was saved.
  await expect(stepHeading(page, 3)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 2)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'First language' })).toHaveValue('English');
  await expect(page.getByRole('combobox', { name: 'Teaching experience' })).toHaveValue(
    '1-2 years',
  );
  await expect(radio(page, 'Do you hold an ESL certificate?', 'Yes')).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'CELTA' })).toBeChecked();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepHeading(page, 1)).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Ann');
  await expect(field(page, 'Date of birth')).toHaveValue('1991-02-03');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('New York');
  await expect(radio(page, 'Gender', 'Female')).toBeChecked();
}

test('an applicant walks the form with every rule, leaves, comes back and submits', async ({
  page,
}) => {
  const email = newEmail('form');
  await signUp(page, email);
  await expect(page.getByRole('list', { name: 'Application progress' })).toBeVisible();
  await stepOne(page);
  await stepTwo(page);
  await stepThreeRules(page);

  // Leaving by reload keeps everything saved so far.
  await page.reload();
  await expectSavedValues(page);

  // Leaving by signing out and in: the login check brings the applicant back to /basic.
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  // Sign-out lands on the sign-in form once the server has answered. Navigating before that
  // would cancel the request and keep the session (the guard then sends /home to /basic).
  await expect(page).toHaveURL(/\/v2\/home\?type=login$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome back' })).toBeVisible();
  const signIn = page.getByRole('form', { name: 'Welcome back' });
  await emailField(signIn).fill(email);
  await passwordField(signIn).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/v2\/basic$/);
  await expect(stepHeading(page, 3)).toBeVisible();

  await choose(page, 'How did you hear about us?', 'LinkedIn');
  await radio(page, 'Do you have a referral code?', 'No').check();
  await page.getByRole('button', { name: 'Submit' }).click();

  const status = page.getByRole('region', { name: 'Where you are' });
  await expect(status).toContainText('Status: Resume unfinished');
  await expect(status).toContainText('your application has been submitted');
  await expect(status).toContainText('A review usually takes 1-2 business days.');
  await expect(page.getByRole('form')).toHaveCount(0);

  // Until a recruiter decides, the answers can still be changed.
  await page.getByRole('button', { name: 'Review or change my answers' }).click();
  await expect(stepHeading(page, 3)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue(
    'LinkedIn',
  );
});
