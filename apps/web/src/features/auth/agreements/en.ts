import type { Agreements } from "./agreement.types";

export const enAgreements: Agreements = {
  registration: {
    title: "User Agreement",
    updated: "2026-11-01",
    intro: [
      'This User Agreement (the "Agreement") is a contract between you and the operator of this platform ("we", "us") for the use of the cross-border parcel shipping platform, its web console, its open API and related services (together, the "Platform").',
      'Please read it carefully, in particular the clauses on fees, prohibited goods, limitation of liability and termination. By ticking "I have read and agree" when you register, or by using the Platform, you accept this Agreement. If you do not agree, do not register or use the Platform.',
    ],
    sections: [
      {
        id: "scope",
        title: "1. Scope",
        paragraphs: [
          "This Agreement governs every account on the Platform: platform operators, suppliers (delivery and clearance providers), customers and the sub-accounts they create. Service-specific terms shown when you order a service, sign a product contract or buy a subscription form part of this Agreement; where they conflict, the service-specific terms prevail for that service.",
          'If you register on behalf of a company, you confirm that you are authorised to bind it, and "you" means that company.',
        ],
      },
      {
        id: "accounts",
        title: "2. Accounts and security",
        paragraphs: [
          "You must provide true, complete and current information when registering, including a mobile number that you control. We may ask you to verify your identity or your company before enabling some services such as wallet withdrawals or customs clearance.",
          "You are responsible for everything done with your account, its sub-accounts and its API tokens. Keep passwords and tokens secret, give sub-accounts only the permissions they need, and tell us at once if you suspect unauthorised use. Regenerating an API token invalidates the previous one and any integration that still uses it.",
        ],
        items: [
          "One person or company may not register accounts in bulk or trade accounts.",
          "Account names must not impersonate others or infringe their rights.",
          "We may lock an account after repeated failed sign-ins to protect it.",
        ],
      },
      {
        id: "services",
        title: "3. Our services",
        paragraphs: [
          "The Platform lets you quote freight, place single and bulk shipment orders, obtain labels, track parcels, arrange customs clearance, manage warehouses and sorting, and settle charges. Transport, clearance and delivery are performed by the carriers and providers you choose through the Platform; we provide the technology and, where stated, act as an intermediary between you and them.",
          "Quotes are estimates based on the data you enter. The final charge is calculated from the weight, dimensions, destination and surcharges confirmed by the carrier. Transit times are indications, not guarantees.",
          "Some integrations run in a sandbox where the outside service cannot be reached. Sandbox results, messages and labels are marked as such in the console and have no effect in the real world.",
        ],
      },
      {
        id: "fees",
        title: "4. Fees, wallet and billing",
        paragraphs: [
          "Shipping services are paid from a prepaid wallet. You can top it up online (Alipay, WeChat Pay) or by bank transfer; bank transfers carry no fee and are credited after our finance team confirms receipt. A minimum top-up amount and fees of online channels are shown before you pay.",
          "Charges are reserved or deducted when an order is created or a label is issued, and every movement is recorded in your wallet flow. An order cannot be placed if the available balance or the refundable deposit is insufficient.",
          "Reconciliation bills list the charges of a period. Once you confirm a bill the confirmation is final, and differences are settled automatically: overcharges are refunded to your wallet and shortfalls are deducted from it. Withdrawals of the available balance are reviewed; only one withdrawal request can be pending at a time.",
          "Subscriptions (free, standard and professional editions) are billed in advance for the chosen period and renew only when you renew them. Docking a new carrier API on your request is charged separately as quoted.",
        ],
      },
      {
        id: "prohibited",
        title: "5. Prohibited and restricted goods",
        paragraphs: [
          "You must not ship, or ask any provider to ship, goods that are prohibited by the law of the origin, transit or destination country or by the carrier's conditions. In particular, the following are not accepted:",
        ],
        items: [
          "Weapons, ammunition, explosives, fireworks and their parts;",
          "Narcotics, psychotropic substances and drug paraphernalia;",
          "Flammable, corrosive, toxic, radioactive or otherwise dangerous goods, including loose lithium batteries, unless the service explicitly accepts them;",
          "Counterfeit or pirated goods and goods that infringe intellectual property rights;",
          "Cash, negotiable instruments, precious metals and stones;",
          "Live animals, protected species and products made from them;",
          "Human remains, organs and bodily fluids;",
          "Goods subject to sanctions or export controls without the required licence.",
        ],
      },
      {
        id: "declarations",
        title: "6. Declarations and customs",
        paragraphs: [
          "You are the shipper of record of your parcels. You must describe the contents, quantity, value, HS code and origin truthfully and completely, and provide the recipient's clearance identifiers where the destination requires them (for example a personal customs clearance number for Korea).",
          "Duties, taxes and fees charged by the authorities, and the costs of inspection, storage, return or destruction caused by inaccurate declarations or prohibited contents, are borne by you.",
        ],
      },
      {
        id: "liability",
        title: "7. Liability and claims",
        paragraphs: [
          "Loss of or damage to parcels is handled according to the conditions and liability limits of the carrier that performed the service; we help you file and follow up the claim. Claims must be filed within the period set by the carrier, and in any case within 30 days of the expected delivery date.",
          "To the extent the law allows, we are not liable for indirect or consequential losses such as lost profits or business interruption, and our total liability for the Platform is limited to the fees you paid us for the service concerned in the three months before the event. Nothing in this Agreement limits liability that cannot be limited by law.",
        ],
      },
      {
        id: "api",
        title: "8. Open API and intellectual property",
        paragraphs: [
          "The Platform, its software, documentation and trademarks belong to us or our licensors. You receive a non-exclusive, non-transferable right to use them for your own shipping business while your account is active.",
          "When you use the open API you must respect the published rate limits, keep webhook secrets confidential and not attempt to reach other tenants' data, probe for weaknesses or disrupt the service.",
        ],
      },
      {
        id: "termination",
        title: "9. Suspension and termination",
        paragraphs: [
          "You may close your account at any time after settling outstanding bills; the remaining available balance is refunded through the withdrawal process. We may suspend or close an account that breaches this Agreement or the law, that is used for fraud, or that is inactive for more than 24 months, with notice where the law requires it.",
          "Sections on fees owed, declarations, liability and governing law survive termination.",
        ],
      },
      {
        id: "changes",
        title: "10. Changes and governing law",
        paragraphs: [
          "We may change this Agreement to reflect new services or legal requirements. Material changes are announced in the console at least 7 days before they take effect; continuing to use the Platform after that date means you accept them.",
          "This Agreement is governed by the law of the place where the operator is registered. Disputes are first resolved by negotiation; failing that, they are submitted to the competent court of that place, unless mandatory consumer law gives you another forum.",
        ],
      },
      {
        id: "contact",
        title: "11. Contact",
        paragraphs: [
          "Questions about this Agreement, complaints and claims can be sent through the notification and support channels in the console or to the customer-service contact shown on the operator's website. We answer within 15 working days.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    updated: "2026-11-01",
    intro: [
      "This Privacy Policy explains what personal information the Platform processes, why, with whom it is shared, how it crosses borders and what rights you have. It applies to account holders and to the senders and recipients whose data our customers enter to ship parcels.",
      "We process personal information in line with the Personal Information Protection Law of the People's Republic of China, the Personal Information Protection Act of the Republic of Korea, the EU General Data Protection Regulation where it applies, and other applicable laws.",
    ],
    sections: [
      {
        id: "scope",
        title: "1. Scope and controller",
        paragraphs: [
          "The operator of this Platform is the controller of account and usage data. For the sender and recipient data that customers upload to ship parcels, the customer is the controller and we process it on the customer's instructions; customers must make sure they are allowed to share it with us.",
        ],
      },
      {
        id: "collect",
        title: "2. Information we collect",
        paragraphs: ["Depending on how you use the Platform we collect:"],
        items: [
          "Account data: account name, password (stored only as a salted hash), mobile number, e-mail address, company name, role and language;",
          "Shipment data: names, addresses, phone numbers and e-mail addresses of senders and recipients, parcel contents, declared values, weights and dimensions, and clearance identifiers required by the destination (such as a personal customs clearance number or tax ID);",
          "Financial data: wallet movements, top-up and withdrawal records, invoices and bank account details for withdrawals; card and payment-app credentials are handled by the payment provider, not by us;",
          "Technical data: IP address, browser type, sign-in times, API call logs and the slider-verification track used to tell people from bots;",
          "Cookies and local storage: the sign-in token cookie (valid for one day), your language and your display settings such as the theme colour.",
        ],
      },
      {
        id: "use",
        title: "3. How we use it",
        paragraphs: ["We use personal information only for these purposes:"],
        items: [
          "to create and secure your account, including sending verification codes by SMS or e-mail (valid for 5 minutes);",
          "to quote, book, label, clear, sort, deliver and track shipments, and to handle exceptions and claims;",
          "to charge, invoice, reconcile and refund;",
          "to prevent fraud, abuse and unauthorised access, and to keep operation logs;",
          "to meet legal obligations such as customs, tax, export-control and accounting rules;",
          "to improve the Platform with aggregated statistics that do not identify individuals.",
        ],
      },
      {
        id: "sharing",
        title: "4. Sharing",
        paragraphs: [
          "We share shipment data with the carriers, clearance brokers, warehouses and customs authorities needed to deliver each parcel, and payment data with the payment providers you choose. Service providers that host or support the Platform process data only on our instructions under written agreements. We do not sell personal information.",
        ],
      },
      {
        id: "transfer",
        title: "5. Cross-border transfer",
        paragraphs: [
          "Cross-border shipping requires that sender and recipient data travel with the parcel: to the carriers, transit hubs and customs authorities of the transit and destination countries. These recipients are listed for each service in the console.",
          "Where the law requires it, we rely on a recognised transfer mechanism, such as the standard contract for outbound transfers of personal information under Chinese law or the EU standard contractual clauses, and we transfer only the data each recipient needs. Recipients abroad are bound to protect the data to a standard no lower than this Policy.",
        ],
      },
      {
        id: "retention",
        title: "6. Retention",
        paragraphs: ["We keep personal information no longer than needed for its purpose:"],
        items: [
          "account data for as long as the account exists, then up to 3 years to handle disputes;",
          "shipment, customs and financial records for the periods required by customs, tax and accounting law, usually 3 to 10 years;",
          "verification codes for 5 minutes, sign-in tokens for one day;",
          "security and API logs for 6 months, unless needed to investigate an incident.",
        ],
      },
      {
        id: "security",
        title: "7. Security",
        paragraphs: [
          "Data is encrypted in transit, passwords are hashed with a modern algorithm, access is limited by role and tenant, and every tenant only sees its own data. Changing your password signs out your other sessions. If a breach affects you, we will inform you and the authorities as the law requires.",
        ],
      },
      {
        id: "rights",
        title: "8. Your rights",
        paragraphs: [
          "You may access, copy, correct and delete your personal information, restrict or object to its processing, withdraw consent, ask for an explanation of the rules we apply, and request a copy in a portable format. Most account data can be changed in Profile and Security; for anything else, contact us. We answer within 15 working days.",
          "Senders and recipients whose data a customer uploaded may contact that customer or us; we will forward the request where the customer is the controller. You also have the right to complain to your data protection authority.",
        ],
      },
      {
        id: "minors",
        title: "9. Minors",
        paragraphs: [
          "The Platform is a business service and is not intended for anyone under 18. We do not knowingly collect personal information from minors as account holders.",
        ],
      },
      {
        id: "changes",
        title: "10. Changes to this Policy",
        paragraphs: [
          "We will announce material changes in the console before they take effect, and ask for your consent again where the law requires it. The date at the top shows when this Policy last changed.",
        ],
      },
      {
        id: "contact",
        title: "11. Contact",
        paragraphs: [
          "For privacy questions or to exercise your rights, contact our personal information protection officer through the support channel in the console or the privacy contact shown on the operator's website, stating your account name and your request.",
        ],
      },
    ],
  },
};
