// The legal texts are data, one file per language, so the three versions can be compared section by section
// (agreements.test.ts checks they have the same sections).

export type AgreementSection = {
  /** Anchor id, the same in every language. */
  id: string;
  title: string;
  paragraphs: string[];
  /** An optional bulleted list shown after the paragraphs. */
  items?: string[];
};

export type AgreementDocument = {
  title: string;
  /** ISO date of the last change. */
  updated: string;
  intro: string[];
  sections: AgreementSection[];
};

export type AgreementKind = "registration" | "privacy";

export type Agreements = Record<AgreementKind, AgreementDocument>;
