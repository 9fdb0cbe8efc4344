import type { GrantNode } from "@pp/contracts";
import { Alert, Empty, Flex, Skeleton, Tag, Tree, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import {
  checkedKeysFor,
  countGrantable,
  type GrantTreeData,
  grantsFromChecked,
  toTreeData,
} from "./grant-tree";
import { useGrantTree } from "./my-account.api";

type GrantTreeFieldProps = { value?: string[]; onChange?: (grants: string[]) => void };

/** The main account's own menus as a checked tree; the value is the list of granted screen names. */
export const GrantTreeField = ({ value = [], onChange }: GrantTreeFieldProps) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useGrantTree(true);
  const tree: GrantNode[] = query.data ?? [];
  const data = useMemo(() => toTreeData(tree, lang), [tree, lang]);
  const checked = useMemo(() => checkedKeysFor(tree, value), [tree, value]);
  const total = useMemo(() => countGrantable(tree), [tree]);

  if (query.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (query.isError) return <Alert type="error" showIcon title={t("account.subAccounts.grantsLoadFailed")} />;
  if (data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const renderTitle = (node: GrantTreeData) => (
    <Flex gap={6} align="center">
      <span>{node.title}</span>
      {node.type === "button" ? (
        <Tag bordered={false} color="purple" style={{ marginInlineEnd: 0, fontSize: 11 }}>
          {t("account.subAccounts.button")}
        </Tag>
      ) : node.hidden ? (
        <Tag bordered={false} style={{ marginInlineEnd: 0, fontSize: 11 }}>
          {t("account.subAccounts.hiddenPage")}
        </Tag>
      ) : null}
    </Flex>
  );

  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("account.subAccounts.grantsSelected", { count: value.length, total })}
      </Typography.Text>
      <div
        className="pp-grant-tree"
        style={{
          border: "1px solid var(--ant-color-border-secondary, #f0f0f0)",
          borderRadius: 8,
          padding: 8,
          maxHeight: 420,
          overflow: "auto",
        }}
      >
        <Tree<GrantTreeData>
          checkable
          selectable={false}
          defaultExpandAll
          treeData={data}
          titleRender={renderTitle}
          checkedKeys={checked}
          onCheck={(keys, info) => {
            const list = Array.isArray(keys) ? keys : keys.checked;
            onChange?.(grantsFromChecked(tree, list.map(String), (info.halfCheckedKeys ?? []).map(String)));
          }}
        />
      </div>
    </Flex>
  );
};
