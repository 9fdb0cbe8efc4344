import type { Distributor } from "@pp/contracts";
import { Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ChoiceFilter } from "../../shared/components/list-controls";

const SHOWN = 4;

/** A distributor's name in the reader's language. */
export const distributorName = (row: Pick<Distributor, "nameZh" | "nameEn" | "nameKo">, lang: string) =>
  lang === "en" ? row.nameEn : lang === "ko" ? row.nameKo : row.nameZh;

/** A row's countries as code tags, the first few shown and the rest on hover. */
export const CountryTags = ({ codes }: { codes: string[] }) => {
  if (codes.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const rest = codes.slice(SHOWN);
  return (
    <>
      {codes.slice(0, SHOWN).map((code) => (
        <Tag key={code}>{code}</Tag>
      ))}
      {rest.length ? (
        <Tooltip title={rest.join(", ")}>
          <Tag>+{rest.length}</Tag>
        </Tooltip>
      ) : null}
    </>
  );
};

/** The list filter on enabled / disabled rows. */
export const EnabledFilter = () => {
  const { t } = useTranslation();
  return (
    <ChoiceFilter
      name="enabled"
      label={t("common.columns.status")}
      width={120}
      options={[
        { value: "true", label: t("common.status.enabled") },
        { value: "false", label: t("common.status.disabled") },
      ]}
    />
  );
};
