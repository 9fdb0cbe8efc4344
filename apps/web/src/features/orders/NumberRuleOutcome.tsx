import { Descriptions, Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";

/** Which rule applies and what a scan then looks up, in order. */
export const Outcome = ({ rule, candidates }: { rule: { name: string } | null; candidates: string[] }) => {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        {
          key: "rule",
          label: t("numberRules.test.rule"),
          children: rule ? <Tag color="blue">{rule.name}</Tag> : t("numberRules.test.none"),
        },
        ...(rule
          ? [
              {
                key: "number",
                label: t("numberRules.test.number"),
                children: (
                  <Typography.Text strong copyable className="pp-number-rule-cut">
                    {candidates[0]}
                  </Typography.Text>
                ),
              },
            ]
          : []),
        {
          key: "lookedUp",
          label: t("numberRules.test.lookedUp"),
          children: <Typography.Text code>{candidates.join(" → ")}</Typography.Text>,
        },
      ]}
    />
  );
};
