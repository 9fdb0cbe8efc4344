import { CheckOutlined, TranslationOutlined } from "@ant-design/icons";
import { LANGUAGES, type Language } from "@pp/domain";
import { Button, Dropdown } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_LABELS, useLanguage } from "../../locales";
import { changeLanguage } from "../auth/session";

/** 中文 / English / 한국어. When signed in the choice is saved on the account, so the server speaks it too. */
export const LanguageSwitcher = ({ compact = false }: { compact?: boolean }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [pending, setPending] = useState(false);

  const select = async (next: Language) => {
    if (next === lang) return;
    setPending(true);
    try {
      await changeLanguage(next);
    } catch {
      // The API client has shown why saving failed; the interface keeps the current language.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dropdown
      trigger={["click"]}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGUAGES.map((code) => ({
          key: code,
          label: LANGUAGE_LABELS[code],
          extra: code === lang ? <CheckOutlined /> : null,
        })),
        onClick: ({ key }) => void select(key as Language),
      }}
    >
      <Button type="text" icon={<TranslationOutlined />} loading={pending} aria-label={t("common.language")}>
        {compact ? null : LANGUAGE_LABELS[lang]}
      </Button>
    </Dropdown>
  );
};
