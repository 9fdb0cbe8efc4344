import { AimOutlined, CalculatorOutlined, SafetyCertificateOutlined } from "@ant-design/icons";
import { Skeleton, Typography, theme } from "antd";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useSystemName } from "../../../app/brand";
import { LanguageSwitcher } from "../../../shared/components/LanguageSwitcher";
import { useBrand } from "../auth.hooks";
import styles from "./auth-layout.module.css";

type AuthLayoutProps = {
  /** Card heading (the router sets the document title). */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
};

function BrandMark({ inverted }: { inverted?: boolean }) {
  const systemName = useSystemName();
  const { data: brand, isLoading } = useBrand();
  const logo = brand?.logo;
  if (isLoading) return <Skeleton.Input active size="small" className={styles.brandSkeleton} />;
  return (
    <Link to="/login" className={inverted ? `${styles.brand} ${styles.brandInverted}` : styles.brand}>
      {logo ? <img className={styles.logo} src={logo} alt="" /> : null}
      <span className={styles.brandName}>{systemName}</span>
    </Link>
  );
}

/**
 * The calm split layout of the public identity pages: a brand panel with the product's promise on the left
 * at wide widths, the form card on the right; one column under the 992 px breakpoint.
 */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const systemName = useSystemName();

  const palette = {
    "--auth-primary": token.colorPrimary,
    "--auth-bg": token.colorBgLayout,
    "--auth-card": token.colorBgContainer,
    "--auth-text-secondary": token.colorTextSecondary,
    "--auth-radius": `${token.borderRadiusLG}px`,
  } as CSSProperties;

  const features = [
    {
      icon: <CalculatorOutlined />,
      title: t("identity.layout.featureQuoteTitle"),
      text: t("identity.layout.featureQuote"),
    },
    {
      icon: <AimOutlined />,
      title: t("identity.layout.featureTrackTitle"),
      text: t("identity.layout.featureTrack"),
    },
    {
      icon: <SafetyCertificateOutlined />,
      title: t("identity.layout.featureClearanceTitle"),
      text: t("identity.layout.featureClearance"),
    },
  ];

  return (
    <div className={styles.root} style={palette}>
      <aside className={styles.panel}>
        <BrandMark inverted />
        <div className={styles.pitch}>
          <h1 className={styles.tagline}>{t("identity.layout.tagline")}</h1>
          <p className={styles.subTagline}>{t("identity.layout.subTagline")}</p>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.title} className={styles.feature}>
                <span className={styles.featureIcon}>{feature.icon}</span>
                <span>
                  <strong>{feature.title}</strong>
                  <span className={styles.featureText}>{feature.text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.panelFooter}>
          © {new Date().getFullYear()} {systemName}
        </p>
      </aside>

      <main className={styles.main}>
        <header className={styles.topBar}>
          <span className={styles.compactBrand}>
            <BrandMark />
          </span>
          <LanguageSwitcher />
        </header>
        <div className={styles.center}>
          <section className={styles.card} aria-labelledby="auth-card-title">
            <Typography.Title level={3} id="auth-card-title" style={{ marginTop: 0, marginBottom: 4 }}>
              {title}
            </Typography.Title>
            {subtitle ? (
              <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
                {subtitle}
              </Typography.Paragraph>
            ) : null}
            {children}
          </section>
        </div>
        <footer className={styles.footer}>
          <Link to="/registrationAgreement" target="_blank" rel="noopener">
            {t("identity.agreement.registrationTitle")}
          </Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacyAgreement" target="_blank" rel="noopener">
            {t("identity.agreement.privacyTitle")}
          </Link>
        </footer>
      </main>
    </div>
  );
}
