import {
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  PlusOutlined,
  PushpinOutlined,
} from "@ant-design/icons";
import type { AdminMenuNode, MenuType } from "@pp/contracts";
import { Button, Card, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography } from "antd";
import { type Key, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { ListLoadFailed, ListPageHeader } from "../../shared/components/ListPage";
import { AddButton } from "../../shared/components/list-controls";
import { MenuIconPreview } from "../../shared/components/MenuIcon";
import { useDeleteMenu, useMenuTree } from "./account-admin.api";
import { type MenuEditTarget, MenuFormDrawer } from "./MenuFormDrawer";

const TYPE_COLORS: Record<MenuType, string> = {
  directory: "gold",
  menu: "blue",
  page: "purple",
  button: "default",
};

type Row = Omit<AdminMenuNode, "children"> & { children?: Row[]; node: AdminMenuNode };

// antd shows an expander for any `children` array, even an empty one: leaves get none.
const toRows = (nodes: AdminMenuNode[]): Row[] =>
  nodes.map((node) => {
    const { children, ...rest } = node;
    return children.length ? { ...rest, node, children: toRows(children) } : { ...rest, node };
  });

/** The menu tree every console is built from: directories, screens, hidden pages and button permissions. */
const MenusPage = () => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const tree = useMenuTree();
  const remove = useDeleteMenu();
  const [target, setTarget] = useState<MenuEditTarget | null>(null);
  const rows = useMemo(() => toRows(tree.data ?? []), [tree.data]);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <ListPageHeader
        title={t("accounts.menus.title")}
        description={t("accounts.menus.intro")}
        actions={
          <AddButton onClick={() => setTarget({ parent: null })}>{t("accounts.menus.create")}</AddButton>
        }
        loading={tree.isPending}
        fetching={tree.isFetching}
        onRefresh={() => void tree.refetch()}
      />
      <Card variant="borderless" className="pp-page-card" styles={{ body: { padding: 16 } }}>
        {tree.error && !tree.data ? (
          <ListLoadFailed onRetry={() => void tree.refetch()} />
        ) : (
          <Table<Row>
            size="small"
            rowKey="id"
            loading={tree.isPending}
            dataSource={rows}
            pagination={false}
            scroll={{ x: "max-content" }}
            expandable={{
              expandedRowKeys: expanded,
              onExpandedRowsChange: (keys) => setExpanded(keys),
            }}
            columns={[
              {
                title: t("accounts.menus.menuTitle"),
                key: "title",
                width: 260,
                render: (_: unknown, node) => (
                  <Space size={8}>
                    <MenuIconPreview name={node.icon} />
                    <Typography.Text strong={node.type === "directory"}>{node.titles[lang]}</Typography.Text>
                    {node.hidden && node.type !== "button" ? (
                      <Tooltip title={t("accounts.menus.hidden")}>
                        <EyeInvisibleOutlined style={{ color: "var(--ant-color-text-tertiary)" }} />
                      </Tooltip>
                    ) : null}
                    {node.affix ? (
                      <Tooltip title={t("accounts.menus.affix")}>
                        <PushpinOutlined style={{ color: "var(--ant-color-text-tertiary)" }} />
                      </Tooltip>
                    ) : null}
                  </Space>
                ),
              },
              {
                title: t("accounts.menus.type"),
                dataIndex: "type",
                width: 100,
                render: (type: MenuType) => (
                  <Tag color={TYPE_COLORS[type]}>{t(`accounts.menus.types.${type}`)}</Tag>
                ),
              },
              {
                title: t("accounts.menus.name"),
                dataIndex: "name",
                width: 200,
                render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
              },
              {
                title: t("accounts.menus.path"),
                dataIndex: "path",
                width: 200,
                render: (v: string) => v || "—",
              },
              {
                title: t("accounts.menus.component"),
                dataIndex: "component",
                width: 180,
                render: (v: string | null) => v ?? "—",
              },
              { title: t("accounts.menus.sort"), dataIndex: "sort", width: 70, align: "center" },
              {
                title: t("accounts.actions"),
                key: "actions",
                fixed: "right",
                width: 230,
                render: (_: unknown, node) => {
                  const hasChildren = (node.children?.length ?? 0) > 0;
                  return (
                    <Space size={0}>
                      {node.type === "button" ? null : (
                        <Button
                          type="link"
                          size="small"
                          icon={<PlusOutlined />}
                          onClick={() => setTarget({ parent: node.node })}
                        >
                          {t("accounts.menus.addChild")}
                        </Button>
                      )}
                      <Button
                        type="link"
                        size="small"
                        icon={<EditOutlined />}
                        onClick={() => setTarget({ node: node.node })}
                      >
                        {t("accounts.edit")}
                      </Button>
                      <Tooltip title={hasChildren ? t("accounts.menus.hasChildren") : undefined}>
                        <Popconfirm
                          title={t("accounts.menus.deleteTitle", { name: node.titles[lang] })}
                          description={t("accounts.menus.deleteBody")}
                          okText={t("common.actions.delete")}
                          okButtonProps={{ danger: true }}
                          cancelText={t("common.actions.cancel")}
                          disabled={hasChildren}
                          onConfirm={() => remove.mutateAsync(node.id)}
                        >
                          <Button
                            type="link"
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            disabled={hasChildren}
                          >
                            {t("common.actions.delete")}
                          </Button>
                        </Popconfirm>
                      </Tooltip>
                    </Space>
                  );
                },
              },
            ]}
          />
        )}
      </Card>
      <MenuFormDrawer target={target} tree={tree.data ?? []} onClose={() => setTarget(null)} />
    </Flex>
  );
};

export default MenusPage;
