import { CrownOutlined, RiseOutlined } from "@ant-design/icons";
import type { SessionInfo } from "@pp/contracts";
import { Tooltip } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useBrand } from "../../features/auth/auth.hooks";

export const UPGRADE_PATH = "/subscriberPermissionConfig/subscribableService";

// Editions are bought by customer orgs: platform staff (admins, operators, finance) and suppliers never see one.
const buysEditions = (session: SessionInfo) =>
  session.user.orgType === "customer" && !session.roles.some((role) => /admin|platform/i.test(role));

/** Spec §2: edition name + upgrade icon, only on the first brand variant and only for customers. */
export const EditionBadge = ({ session }: { session: SessionInfo }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: brand } = useBrand();
  if (!brand?.isPrimary || !buysEditions(session)) return null;

  const edition = session.currentSubscribe;
  const canUpgrade = edition !== "professional";
  return (
    <Tooltip title={canUpgrade ? t("shell.edition.upgradeHint") : t("shell.edition.topHint")}>
      <button
        type="button"
        className={`pp-edition pp-edition-${edition}`}
        aria-label={t(`shell.edition.${edition}`)}
        onClick={() => navigate(UPGRADE_PATH)}
      >
        <CrownOutlined />
        <span className="pp-edition-label">{t(`shell.edition.${edition}`)}</span>
        {canUpgrade ? <RiseOutlined className="pp-edition-up" /> : null}
      </button>
    </Tooltip>
  );
};
