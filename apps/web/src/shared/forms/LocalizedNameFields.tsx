import { Col, type ColProps, Form, Input } from "antd";
import type { Rule } from "antd/es/form";
import { useTranslation } from "react-i18next";

const FIELDS = { zh: "nameZh", en: "nameEn", ko: "nameKo" } as const;
type NameLanguage = keyof typeof FIELDS;

const REQUIRED: Rule[] = [{ required: true, whitespace: true }];

/** The required name fields of a record named in several languages (`nameZh`, `nameEn`, `nameKo`), one column each. */
export const LocalizedNameFields = ({
  languages = ["zh", "en", "ko"],
  col = { span: 8 },
  rules = REQUIRED,
  disabled,
}: {
  languages?: NameLanguage[];
  col?: ColProps;
  rules?: Rule[];
  disabled?: boolean;
}) => {
  const { t } = useTranslation();
  return languages.map((language) => (
    <Col key={language} {...col}>
      <Form.Item name={FIELDS[language]} label={t(`common.names.${language}`)} rules={rules}>
        <Input maxLength={100} disabled={disabled} />
      </Form.Item>
    </Col>
  ));
};
