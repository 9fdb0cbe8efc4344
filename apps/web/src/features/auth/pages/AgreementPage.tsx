import { PrinterOutlined } from "@ant-design/icons";
import { Anchor, Button, Grid, Typography, theme } from "antd";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSystemName } from "../../../app/brand";
import { useLanguage } from "../../../locales";
import { LanguageSwitcher } from "../../../shared/components/LanguageSwitcher";
import type { AgreementKind } from "../agreements/agreement.types";
import { agreementsByLanguage } from "../agreements/agreements";
import { useBrand } from "../auth.hooks";
import styles from "./agreement-page.module.css";

type AgreementPageProps = { kind: AgreementKind };

/** The user agreement or the privacy policy, in the interface language, with a table of contents. */
export default function AgreementPage({ kind }: AgreementPageProps) {
  const { t, i18n } = useTranslation();
  const lang = useLanguage();
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const systemName = useSystemName();
  const { data: brand } = useBrand();
  const doc = agreementsByLanguage[lang][kind];
  const isWide = screens.xl === true;
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(doc.updated));

  const toc = (
    <Anchor
      affix={isWide}
      offsetTop={isWide ? 88 : 0}
      targetOffset={80}
      replace
      items={doc.sections.map((section) => ({
        key: section.id,
        href: `#${section.id}`,
        title: section.title,
      }))}
    />
  );

  return (
    <div className={styles.root} style={{ "--agreement-primary": token.colorPrimary } as CSSProperties}>
      <header className={styles.header}>
        <Link to="/login" className={styles.brand}>
          {brand?.logo ? <img className={styles.logo} src={brand.logo} alt="" /> : null}
          <span>{systemName}</span>
        </Link>
        <LanguageSwitcher />
      </header>

      <div className={styles.body}>
        <article className={styles.article} data-testid={`agreement-${kind}`}>
          <Typography>
            <Typography.Title level={1} style={{ marginBottom: 8 }}>
              {doc.title}
            </Typography.Title>
            <div className={styles.meta}>
              <Typography.Text type="secondary">
                {t("identity.agreement.updated", { date: updated })}
              </Typography.Text>
              <Button type="link" size="small" icon={<PrinterOutlined />} onClick={() => window.print()}>
                {t("identity.agreement.print")}
              </Button>
            </div>
            {doc.intro.map((paragraph) => (
              <Typography.Paragraph key={paragraph} className={styles.intro}>
                {paragraph}
              </Typography.Paragraph>
            ))}

            {isWide ? null : (
              <nav className={styles.inlineToc} aria-label={t("identity.agreement.toc")}>
                <Typography.Text strong>{t("identity.agreement.toc")}</Typography.Text>
                {toc}
              </nav>
            )}

            {doc.sections.map((section) => (
              <section key={section.id} id={section.id} className={styles.section}>
                <Typography.Title level={3}>{section.title}</Typography.Title>
                {section.paragraphs.map((paragraph) => (
                  <Typography.Paragraph key={paragraph}>{paragraph}</Typography.Paragraph>
                ))}
                {section.items ? (
                  <ul className={styles.list}>
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </Typography>

          <footer className={styles.footer}>
            <Link to={kind === "registration" ? "/privacyAgreement" : "/registrationAgreement"}>
              {kind === "registration"
                ? t("identity.agreement.privacyTitle")
                : t("identity.agreement.registrationTitle")}
            </Link>
            <Link to="/login">{t("identity.agreement.backToLogin")}</Link>
          </footer>
        </article>

        {isWide ? (
          <aside className={styles.sideToc} aria-label={t("identity.agreement.toc")}>
            <Typography.Text strong className={styles.sideTocTitle}>
              {t("identity.agreement.toc")}
            </Typography.Text>
            {toc}
          </aside>
        ) : null}
      </div>
    </div>
  );
}
