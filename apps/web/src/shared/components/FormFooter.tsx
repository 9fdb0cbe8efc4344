import { Button, Flex } from "antd";
import { useTranslation } from "react-i18next";

/** The cancel / save buttons under a drawer's or modal's form. */
export const FormFooter = ({
  onCancel,
  onSave,
  saving,
}: {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
}) => {
  const { t } = useTranslation();
  return (
    <Flex justify="end" gap={8}>
      <Button onClick={onCancel}>{t("common.actions.cancel")}</Button>
      <Button type="primary" loading={saving} onClick={onSave}>
        {t("common.actions.save")}
      </Button>
    </Flex>
  );
};
