import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import type { OrderRule, OrderRuleGroup } from "@pp/contracts";
import { cargoTypeLabels, type OrderRuleStatus } from "@pp/domain";
import { App, Button, Card, Flex, Popconfirm, Space, Switch, Table, Tag, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../locales";
import { errorMessageOf } from "../../shared/api/api-error";
import { EmptyState, PageHeader } from "../../shared/components/ListPage";
import { RuleDrawer, RuleGroupDrawer, RuleWordsDrawer } from "./OrderRuleDrawers";
import { rangeText } from "./order-rules";
import {
  type RuleTarget,
  useCopyRule,
  useDeleteRule,
  useDeleteRuleGroups,
  useMoveRule,
  useOrderRuleGroups,
  useSetRuleStatus,
} from "./order-rules.api";

// Order rules and rule groups (订单规则, spec §2, §4, §7): platform staff keep ordered groups of rules here; each
// group expands to its rules. Groups and rules move up and down, switch on and off, copy (inactive) and delete;
// groups delete in batches after a confirmation.

/** Up, down, copy: the ordering buttons of a group's or a rule's row. */
const OrderButtons = ({ target, first, last }: { target: RuleTarget; first: boolean; last: boolean }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const move = useMoveRule();
  const copy = useCopyRule();
  const run = (work: Promise<unknown>, done?: string) =>
    work.then(
      () => (done ? void message.success(done) : undefined),
      (error: unknown) => void message.error(errorMessageOf(error, t("common.errors.operationFailed"))),
    );
  return (
    <>
      <Tooltip title={t("orderRules.moveUp")}>
        <Button
          type="text"
          size="small"
          aria-label={t("orderRules.moveUp")}
          icon={<ArrowUpOutlined />}
          disabled={first}
          onClick={() => void run(move.mutateAsync({ target, direction: "up" }))}
        />
      </Tooltip>
      <Tooltip title={t("orderRules.moveDown")}>
        <Button
          type="text"
          size="small"
          aria-label={t("orderRules.moveDown")}
          icon={<ArrowDownOutlined />}
          disabled={last}
          onClick={() => void run(move.mutateAsync({ target, direction: "down" }))}
        />
      </Tooltip>
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        onClick={() => void run(copy.mutateAsync(target), t("orderRules.copied"))}
      >
        {t("orderRules.copy")}
      </Button>
    </>
  );
};

const StatusSwitch = ({
  target,
  status,
  name,
}: {
  target: RuleTarget;
  status: OrderRuleStatus;
  name: string;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const setStatus = useSetRuleStatus();
  const toggle = async (on: boolean) => {
    try {
      await setStatus.mutateAsync({ target, status: on ? "active" : "inactive" });
      void message.success(t(on ? "orderRules.activated" : "orderRules.deactivated"));
    } catch (error) {
      void message.error(errorMessageOf(error, t("common.errors.operationFailed")));
    }
  };
  return (
    <Switch
      size="small"
      checked={status === "active"}
      loading={setStatus.isPending}
      aria-label={`${t("orderRules.status")} ${name}`}
      checkedChildren={t("orderRules.active")}
      unCheckedChildren={t("orderRules.inactive")}
      onChange={(on) => void toggle(on)}
    />
  );
};

/** A rule's conditions as short tags. */
const Conditions = ({ rule }: { rule: OrderRule }) => {
  const { t } = useTranslation();
  const lang = useLanguage();
  const c = rule.conditions;
  const tags = [
    ...(c.countries.length ? [`${t("orderRules.rule.countries")}: ${c.countries.join(", ")}`] : []),
    ...(c.postcodeGroupIds.length
      ? [`${t("orderRules.rule.postcodeGroups")}: ${c.postcodeGroupIds.length}`]
      : []),
    ...(c.declaredValue
      ? [`${t("orderRules.rule.declaredValue")} ${rangeText(c.declaredValue, c.declaredValue.currency)}`]
      : []),
    ...(c.weightKg ? [`${t("orderRules.rule.weight")} ${rangeText(c.weightKg, "")}`.trim()] : []),
    ...(c.cargoTypes.length
      ? [
          `${t("orderRules.rule.cargoTypes")}: ${c.cargoTypes.map((type) => cargoTypeLabels[lang][type]).join(", ")}`,
        ]
      : []),
    ...(c.goodsWords.length ? [`${t("orderRules.rule.goodsWords")}: ${c.goodsWords.join(", ")}`] : []),
    ...(c.platformWords ? [t("orderRules.rule.platformWords")] : []),
  ];
  if (tags.length === 0)
    return <Typography.Text type="secondary">{t("orderRules.rule.noConditions")}</Typography.Text>;
  return (
    <Flex gap={4} wrap>
      {tags.map((text) => (
        <Tag key={text} style={{ marginInlineEnd: 0 }}>
          {text}
        </Tag>
      ))}
    </Flex>
  );
};

const RulesOfGroup = ({ group, onEdit }: { group: OrderRuleGroup; onEdit: (rule: OrderRule) => void }) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteRule();
  return (
    <Table<OrderRule>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={group.rules}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("orderRules.emptyRules") }}
      columns={[
        { title: t("orderRules.rule.name"), dataIndex: "name" },
        {
          title: t("orderRules.rule.strategy"),
          dataIndex: "strategy",
          render: (_: unknown, rule) => (
            <Flex vertical gap={2}>
              <Tag color={rule.strategy === "refuse" ? "red" : "blue"}>
                {t(`orderRules.strategies.${rule.strategy}`)}
              </Tag>
              {rule.strategy === "requireFields" ? (
                <Typography.Text type="secondary">
                  {rule.requiredFields.map((field) => t(`orderRules.fields.${field}`)).join(", ")}
                </Typography.Text>
              ) : rule.message ? (
                <Typography.Text type="secondary">{rule.message}</Typography.Text>
              ) : null}
            </Flex>
          ),
        },
        {
          title: t("orderRules.rule.conditions"),
          key: "conditions",
          render: (_: unknown, rule) => <Conditions rule={rule} />,
        },
        {
          title: t("orderRules.status"),
          dataIndex: "status",
          render: (_: unknown, rule) => (
            <StatusSwitch target={{ kind: "rule", id: rule.id }} status={rule.status} name={rule.name} />
          ),
        },
        {
          title: t("orderRules.actions"),
          key: "actions",
          render: (_: unknown, rule, index) => (
            <Space size={0} wrap>
              <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(rule)}>
                {t("orderRules.edit")}
              </Button>
              <OrderButtons
                target={{ kind: "rule", id: rule.id }}
                first={index === 0}
                last={index === group.rules.length - 1}
              />
              <Popconfirm
                title={t("orderRules.deleteRuleConfirm", { name: rule.name })}
                okButtonProps={{ danger: true }}
                okText={t("orderRules.delete")}
                onConfirm={() =>
                  remove.mutateAsync(rule.id).then(
                    () => void message.success(t("orderRules.deleted")),
                    (error: unknown) =>
                      void message.error(errorMessageOf(error, t("common.errors.operationFailed"))),
                  )
                }
              >
                <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                  {t("orderRules.delete")}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
};

const OrderRulesPage = () => {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const groups = useOrderRuleGroups();
  const deleteGroups = useDeleteRuleGroups();
  const [selected, setSelected] = useState<number[]>([]);
  const [groupDrawer, setGroupDrawer] = useState<{ open: boolean; group?: OrderRuleGroup }>({ open: false });
  const [ruleDrawer, setRuleDrawer] = useState<{ group?: OrderRuleGroup; rule?: OrderRule }>({});
  const [wordsOpen, setWordsOpen] = useState(false);
  const rows = groups.data ?? [];

  const confirmDelete = () => {
    if (selected.length === 0) {
      void message.warning(t("orderRules.selectFirst"));
      return;
    }
    modal.confirm({
      title: t("orderRules.deleteConfirm", { count: selected.length }),
      okText: t("orderRules.delete"),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await deleteGroups.mutateAsync(selected);
          setSelected([]);
          void message.success(t("orderRules.deleted"));
        } catch (error) {
          void message.error(errorMessageOf(error, t("common.errors.operationFailed")));
        }
      },
    });
  };

  const scopeText = (group: OrderRuleGroup) => {
    const { orgIds, productIds, countries } = group.scope;
    const parts = [
      ...(orgIds.length ? [`${t("orderRules.group.customers")} ${orgIds.length}`] : []),
      ...(productIds.length ? [`${t("orderRules.group.products")} ${productIds.length}`] : []),
      ...(countries.length ? [`${t("orderRules.group.countries")} ${countries.join(", ")}`] : []),
    ];
    return parts.length ? parts.join(" · ") : t("orderRules.group.all");
  };

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader
        title={t("orderRules.title")}
        description={t("orderRules.intro")}
        actions={
          <Space wrap>
            <Button onClick={() => setWordsOpen(true)}>{t("orderRules.words")}</Button>
            <Button danger icon={<DeleteOutlined />} loading={deleteGroups.isPending} onClick={confirmDelete}>
              {t("orderRules.deleteSelected")}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGroupDrawer({ open: true })}>
              {t("orderRules.newGroup")}
            </Button>
          </Space>
        }
      />
      <Card variant="borderless" className="pp-page-card">
        <Table<OrderRuleGroup>
          size="small"
          rowKey="id"
          loading={groups.isPending}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={rows}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
          expandable={{
            expandedRowRender: (group) => (
              <RulesOfGroup group={group} onEdit={(rule) => setRuleDrawer({ group, rule })} />
            ),
            rowExpandable: () => true,
          }}
          locale={{ emptyText: <EmptyState title={t("orderRules.empty")} /> }}
          columns={[
            {
              title: t("orderRules.group.name"),
              dataIndex: "name",
              render: (_: unknown, group) => (
                <Flex vertical>
                  <Typography.Text strong>{group.name}</Typography.Text>
                  {group.description ? (
                    <Typography.Text type="secondary">{group.description}</Typography.Text>
                  ) : null}
                </Flex>
              ),
            },
            {
              title: t("orderRules.group.scope"),
              key: "scope",
              render: (_: unknown, group) => scopeText(group),
            },
            {
              title: t("orderRules.group.rules"),
              key: "rules",
              render: (_: unknown, group) => group.rules.length,
            },
            {
              title: t("orderRules.status"),
              dataIndex: "status",
              render: (_: unknown, group) => (
                <StatusSwitch
                  target={{ kind: "group", id: group.id }}
                  status={group.status}
                  name={group.name}
                />
              ),
            },
            {
              title: t("orderRules.actions"),
              key: "actions",
              render: (_: unknown, group, index) => (
                <Space size={0} wrap>
                  <Button
                    type="link"
                    size="small"
                    icon={<PlusOutlined />}
                    onClick={() => setRuleDrawer({ group })}
                  >
                    {t("orderRules.rule.add")}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setGroupDrawer({ open: true, group })}
                  >
                    {t("orderRules.edit")}
                  </Button>
                  <OrderButtons
                    target={{ kind: "group", id: group.id }}
                    first={index === 0}
                    last={index === rows.length - 1}
                  />
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <RuleGroupDrawer
        open={groupDrawer.open}
        group={groupDrawer.group}
        onClose={() => setGroupDrawer({ open: false })}
      />
      <RuleDrawer group={ruleDrawer.group} rule={ruleDrawer.rule} onClose={() => setRuleDrawer({})} />
      <RuleWordsDrawer open={wordsOpen} onClose={() => setWordsOpen(false)} />
    </Flex>
  );
};

export default OrderRulesPage;
