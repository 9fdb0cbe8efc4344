import { PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input, Select } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

// The controls every list page repeats: the header's "add" button and the filter bar's search and choices.

/** The page header's primary button that opens the form for a new row. */
export const AddButton = ({ onClick, children }: { onClick: () => void; children: ReactNode }) => (
  <Button type="primary" icon={<PlusOutlined />} onClick={onClick}>
    {children}
  </Button>
);

/** The filter bar's free-text search (the `keyword` filter); its label defaults to "Keyword". */
export const KeywordFilter = (props: {
  label?: string;
  placeholder: string;
  width: number;
  maxLength: number;
}) => {
  const { t } = useTranslation();
  return (
    <Form.Item name="keyword" label={props.label ?? t("common.list.keyword")}>
      <Input
        allowClear
        placeholder={props.placeholder}
        style={{ width: props.width }}
        maxLength={props.maxLength}
      />
    </Form.Item>
  );
};

/** A filter bar choice; cleared, the list shows all. */
export const ChoiceFilter = (props: {
  name: string;
  label: string;
  width: number;
  options: { value: string; label: ReactNode }[];
}) => {
  const { t } = useTranslation();
  return (
    <Form.Item name={props.name} label={props.label}>
      <Select
        allowClear
        placeholder={t("common.list.all")}
        style={{ width: props.width }}
        options={props.options}
      />
    </Form.Item>
  );
};
