import { DeleteOutlined, EditOutlined } from "@ant-design/icons";
import { App, Button, Popconfirm, Space } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

type RowActionsOptions<T> = {
  onEdit: (row: T) => void;
  onDelete: (row: T) => Promise<unknown>;
  /** The question asked before deleting, naming the row. */
  confirm: (row: T) => string;
  /** More words under the question. */
  description?: (row: T) => string;
  /** Toasted once deleted; the shared "deleted" text unless given. */
  deleted?: string;
  /** Buttons shown between Edit and Delete. */
  extra?: (row: T) => ReactNode;
  /** For readers who may not change the rows. */
  hidden?: boolean;
  width?: number;
};

const ActionsTitle = () => {
  const { t } = useTranslation();
  return t("common.columns.actions");
};

const RowActions = <T,>({ row, options }: { row: T; options: RowActionsOptions<T> }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = async () => {
    await options.onDelete(row);
    void message.success(options.deleted ?? t("common.feedback.deleted"));
  };
  return (
    <Space size={0}>
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => options.onEdit(row)}>
        {t("common.actions.edit")}
      </Button>
      {options.extra?.(row)}
      <Popconfirm
        title={options.confirm(row)}
        description={options.description?.(row)}
        okButtonProps={{ danger: true }}
        okText={t("common.actions.delete")}
        onConfirm={remove}
      >
        <Button type="link" size="small" danger icon={<DeleteOutlined />}>
          {t("common.actions.delete")}
        </Button>
      </Popconfirm>
    </Space>
  );
};

/** The Edit / Delete column at the right of an admin list; Delete asks first. */
export const rowActionsColumn = <T,>(options: RowActionsOptions<T>) => ({
  title: <ActionsTitle />,
  key: "actions",
  width: options.width ?? 150,
  fixed: "right" as const,
  hidden: options.hidden,
  render: (_: unknown, row: T) => <RowActions row={row} options={options} />,
});
