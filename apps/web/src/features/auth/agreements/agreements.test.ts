import { describe, expect, it } from "vitest";
import type { AgreementDocument } from "./agreement.types";
import { agreementsByLanguage } from "./agreements";

describe("agreements", () => {
  const shape = (doc: AgreementDocument) =>
    doc.sections.map((section) => [section.id, section.paragraphs.length, section.items?.length ?? 0]);

  it.each(["registration", "privacy"] as const)(
    "the %s text has the same sections in every language",
    (kind) => {
      const zhDoc = agreementsByLanguage.zh[kind];
      for (const lang of ["en", "ko"] as const) {
        const doc = agreementsByLanguage[lang][kind];
        expect(shape(doc), lang).toEqual(shape(zhDoc));
        expect(doc.updated).toBe(zhDoc.updated);
      }
    },
  );

  it("covers the required topics and has no empty paragraph", () => {
    const ids = (kind: "registration" | "privacy") => agreementsByLanguage.zh[kind].sections.map((s) => s.id);
    expect(ids("registration")).toEqual(
      expect.arrayContaining(["scope", "accounts", "services", "fees", "prohibited", "contact"]),
    );
    expect(ids("privacy")).toEqual(
      expect.arrayContaining(["scope", "collect", "use", "transfer", "retention", "rights", "contact"]),
    );
    for (const agreements of Object.values(agreementsByLanguage)) {
      for (const doc of Object.values(agreements)) {
        for (const text of [
          doc.title,
          ...doc.intro,
          ...doc.sections.flatMap((s) => [s.title, ...s.paragraphs, ...(s.items ?? [])]),
        ]) {
          expect(text.trim()).not.toBe("");
        }
      }
    }
  });
});
