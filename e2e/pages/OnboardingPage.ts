import { expect, type Locator, type Page } from '@playwright/test';

export interface BusinessDetails {
  businessName: string;
  regNo: string;
  kraPin: string;
  industry: string;
  county: string;
  address: string;
}

export interface Stakeholder {
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
}

export interface FileToUpload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The onboarding screens after registration: business class, form, stakeholders, bank, review, ID, join. */
export class OnboardingPage {
  readonly next: Locator;

  constructor(readonly page: Page) {
    this.next = page.getByRole('button', { name: 'Next' });
  }

  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** Clicks an upload button and gives the file chooser the file. */
  async upload(button: string, file: FileToUpload): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: button }).click();
    await (await chooser).setFiles(file);
  }

  async chooseClass(name: string): Promise<void> {
    await expect(this.heading('Choose your business class')).toBeVisible();
    await this.page.getByRole('radio', { name }).check();
    await this.next.click();
  }

  /** Picks an option of a searchable select by typing its beginning. */
  async select(label: string, text: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(text);
    await box.press('Enter');
  }

  /** Picks the first option of a select (a sector of the industry, a town of the county). */
  async selectFirst(label: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: label });
    await expect(box).toBeEnabled();
    await box.click();
    await box.press('Enter');
  }

  async fillBusiness(d: BusinessDetails): Promise<void> {
    await expect(this.heading('Business details')).toBeVisible();
    await this.page.getByLabel('Business name').fill(d.businessName);
    await this.page.getByLabel('Business Registration Number').fill(d.regNo);
    await this.page.getByLabel('KRA PIN').fill(d.kraPin);
    await this.select('Industry', d.industry);
    await this.selectFirst('Sector');
    await this.select('County', d.county);
    await this.selectFirst('Town');
    await this.page.getByLabel('Address', { exact: true }).fill(d.address);
  }

  async addDirector(s: Stakeholder): Promise<void> {
    await this.page.getByRole('button', { name: 'Add a director' }).click();
    await expect(this.heading('Add a stakeholder')).toBeVisible();
    await this.page.getByLabel('First name').fill(s.firstName);
    await this.page.getByLabel('Surname').fill(s.lastName);
    if (s.phone) await this.page.getByLabel('Mobile number').fill(s.phone);
    if (s.email) await this.page.getByLabel('E-mail address').fill(s.email);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.heading('Business details')).toBeVisible();
  }

  async fillBank(bankName: string, accountNo: string, accountName: string): Promise<void> {
    await expect(this.heading('Bank account')).toBeVisible();
    await this.page.getByLabel('Bank name').fill(bankName);
    await this.page.getByLabel('Account number').fill(accountNo);
    await this.page.getByLabel('Account name').fill(accountName);
    await this.next.click();
  }
}
