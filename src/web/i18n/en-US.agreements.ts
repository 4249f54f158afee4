/**
 * The Privacy Policy and the Terms of Use (/privacyAgreement, /termsAgreement), en-US. Bodies:
 * paragraphs split by a blank line; lines starting '- ' are a list.
 */
export const agreementsEnUS = {
  privacyTitle: 'Privacy Policy',
  termsTitle: 'Terms of Use',
  updated: 'Last updated: 1 July 2025',
  privacy: {
    intro:
      'This policy explains what personal data Biashara collects when you use the merchant portal, why, who it is shared with, how long it is kept and the rights you have under the Data Protection Act, 2019 of Kenya and its regulations.',
    who: {
      title: 'Who we are',
      body: 'Biashara runs this back office for businesses that receive and make payments through the provider wallet. For the personal data described here, Biashara is the data controller and is registered with the Office of the Data Protection Commissioner (ODPC).\n\nWhere we process data on behalf of your business (for example the details of your customers or staff), your business is the data controller and we act as its data processor.',
    },
    collect: {
      title: 'What we collect',
      body: '- Identity: first name, surname, ID type (National ID or passport) and ID number, and the documents you upload to verify them.\n- Contact: mobile number and e-mail address.\n- Sign-in secrets: your password and PIN, which we never store in readable form (only as one-way hashes).\n- Business details: name, type, registration and KRA PIN numbers, stores, tills, staff and stakeholders.\n- Transactions: payments, transfers, settlements and their dates, amounts and counterparties.\n- Devices and use: a device identifier, browser and operating system, IP address, log-in times and the actions recorded in your audit trail.\n- Communications: the verification codes and notices we send you, and your support tickets.',
    },
    use: {
      title: 'How we use it',
      body: '- To open and run your account and carry out the transactions you ask for.\n- To verify your identity and your business (know-your-customer checks).\n- To keep your account safe: verification codes, recognising new devices, limiting wrong password and PIN attempts, and detecting fraud.\n- To meet our legal duties, including those under the Proceeds of Crime and Anti-Money Laundering Act and the National Payment System Act.\n- To send you service messages and answer your support requests.\n- To understand how the portal is used so we can improve it, using aggregated data where we can.',
    },
    lawful: {
      title: 'Lawful basis',
      body: 'We process your data because it is necessary to perform our contract with you (the Terms of Use), to comply with the law, or for our legitimate interests in keeping the service secure and working. Where we rely on your consent, for example for marketing messages, you may withdraw it at any time without affecting the service.',
    },
    sharing: {
      title: 'Who we share it with',
      body: '- The provider wallet, banks and payment networks that carry out your transactions.\n- Identity and business verification services, such as the Integrated Population Registration System and the Business Registration Service.\n- Service providers that host the portal and deliver SMS and e-mail for us, under written contracts that require them to protect the data.\n- The Central Bank of Kenya, the Financial Reporting Centre, the Kenya Revenue Authority, courts and law enforcement, where the law requires it.\n\nWe do not sell your personal data.',
    },
    transfers: {
      title: 'Transfers outside Kenya',
      body: 'We keep your data in Kenya where we can. If a provider processes it outside Kenya, we do so only with the safeguards the Data Protection Act, 2019 and the Data Protection (General) Regulations, 2021 require, such as proof of adequate protection or your consent.',
    },
    retention: {
      title: 'How long we keep it',
      body: '- Account, business and transaction records: while your account is open and for seven years after it closes, as financial record-keeping laws require.\n- Security records (log-ins, devices, audit trail): up to two years.\n- Verification codes: they expire after five minutes and are deleted soon after.\n- Support tickets: up to three years after they are closed.\n\nWhen the period ends we delete or anonymise the data.',
    },
    security: {
      title: 'How we protect it',
      body: 'Data travels encrypted between your browser and our servers. Passwords and PINs are encrypted in your browser before they are sent and stored only as one-way hashes. Sessions end after inactivity, new devices need a verification code, repeated wrong passwords or PINs lock the account for a time, and every important action is written to your business audit trail. Only staff who need access to do their work have it.',
    },
    rights: {
      title: 'Your rights',
      body: 'Under the Data Protection Act, 2019 you have the right to:\n\n- be informed of how your data is used;\n- access the personal data we hold about you;\n- object to processing, including for marketing;\n- have inaccurate or misleading data corrected;\n- have data deleted when we no longer need to keep it;\n- restrict processing in some cases;\n- receive your data in a portable form.\n\nYou can correct your name, mobile number and e-mail in Account Profile. For anything else, contact us below. If you are not satisfied with our answer, you may complain to the Office of the Data Protection Commissioner (www.odpc.go.ke).',
    },
    cookies: {
      title: 'Browser storage',
      body: 'The portal keeps your session token in the browser tab’s session storage, and a device identifier and your language choice in local storage. They are needed for the portal to work and to recognise your device. We do not use advertising cookies or trackers.',
    },
    changes: {
      title: 'Changes to this policy',
      body: 'We will tell you in the portal or by e-mail before any important change to this policy takes effect. The date at the top shows when it last changed.',
    },
    contact: {
      title: 'Contact',
      body: 'Write to our Data Protection Officer at dpo@biashara.co.ke, or raise a ticket from Help Center in the portal. We answer within the time limits the Data Protection (General) Regulations, 2021 set.',
    },
  },
  terms: {
    intro:
      'These terms govern your use of the Biashara merchant portal. Please read them with the Privacy Policy. The provider wallet’s own terms also apply to the money held in and moved through your wallet.',
    acceptance: {
      title: 'Accepting these terms',
      body: 'By registering, or by using the portal, you accept these terms for yourself and for the business you register or act for. If you do not accept them, do not use the portal.',
    },
    eligibility: {
      title: 'Who may use the portal',
      body: 'You must be at least 18 years old, able to enter into a contract under Kenyan law, and have a valid Kenyan National ID or passport. A business must be lawfully operating in Kenya. The details you give must be true, complete and your own.',
    },
    account: {
      title: 'Your account',
      body: 'Each person has one account of their own. Owners and administrators are responsible for the staff accounts and roles they create, and for removing access when someone leaves. Keep your mobile number and e-mail up to date: we use them to send verification codes and important notices.',
    },
    security: {
      title: 'Keeping your account safe',
      body: '- Keep your password, PIN and verification codes secret. Biashara staff will never ask for them.\n- Do not let anyone else log in as you or use your PIN.\n- Remove devices you no longer use from Privacy & Security.\n- Tell us at once if you think someone knows your password or PIN, or has used your account.\n\nYou are responsible for what is done with your password and PIN until you tell us they may be known to someone else.',
    },
    transactions: {
      title: 'Payments and transfers',
      body: 'An instruction confirmed with your PIN is authorised by you and, once processed, usually cannot be reversed. Transactions are subject to the limits that apply to your business’s verification level, to the provider wallet’s terms, and to checks the law requires. We may delay or refuse a transaction we reasonably believe is unlawful or fraudulent.',
    },
    fees: {
      title: 'Fees',
      body: 'Fees and subscription plans are shown in the portal before you confirm them, in Kenya shillings (KES) and including taxes such as excise duty where they apply. We will give you notice before fees change.',
    },
    acceptableUse: {
      title: 'Acceptable use',
      body: 'You must not use the portal to break the law, to launder money or finance terrorism, to sell prohibited goods or services, or to deceive customers. You must not try to get around its security, copy or reverse-engineer it, or overload it with automated requests.',
    },
    availability: {
      title: 'Availability',
      body: 'We work to keep the portal available at all times but cannot promise it will never be interrupted. We may carry out maintenance, and we will try to announce planned downtime in advance.',
    },
    suspension: {
      title: 'Suspension and closing',
      body: 'We may suspend or restrict an account to protect you or others, when the law requires it, or if these terms are seriously broken; we will tell you why unless the law forbids it. You may stop using the portal and ask us to close your account at any time, once outstanding transactions and obligations are settled.',
    },
    liability: {
      title: 'Our responsibility',
      body: 'We are responsible for losses caused by our own failure to provide the service with reasonable care and skill. We are not responsible for losses you could have avoided by following these terms, nor for indirect losses such as loss of profit. Nothing in these terms limits rights you have under the Consumer Protection Act, 2012 or other laws of Kenya that cannot be limited.',
    },
    changes: {
      title: 'Changes to these terms',
      body: 'We may update these terms. We will tell you of important changes at least 14 days before they take effect; using the portal after that means you accept them.',
    },
    law: {
      title: 'Law and disputes',
      body: 'These terms are governed by the laws of Kenya. Please raise any complaint with us first; if we cannot resolve it, the courts of Kenya will decide.',
    },
    contact: {
      title: 'Contact',
      body: 'Questions about these terms: support@biashara.co.ke, or a ticket from Help Center in the portal.',
    },
  },
} as const;
