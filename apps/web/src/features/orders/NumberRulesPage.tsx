import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import type { NumberRuleDto, OrderScanResult } from "@pp/contracts";
import { applyNumberRules, type NumberRule } from "@pp/domain";
import { useQuery } from "@tanstack/react-query";
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Input,
  Popconfirm,
  Space,
  Switch,
  Table,
  Tag,
  Tooltip,
  Typography,
} from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessageOf } from "../../shared/api/api-error";
import { useMenus } from "../../shared/auth/session";
import { EmptyState, PageHeader } from "../../shared/components/ListPage";
import { NumberRuleDrawer } from "./NumberRuleDrawer";
import { Outcome } from "./NumberRuleOutcome";
import {
  numberRuleKeys,
  useDeleteNumberRule,
  useMoveNumberRule,
  useNumberRules,
  useNumberRuleTest,
  useOpenNumberRule,
} from "./number-rules.api";
import { scanOrder } from "./orders-scan-export.api";

// Tracking-number substring rules (单号截取规则, spec §3): the rules in the order every scan tries them, a drawer
// to add and edit one, and a test box on top that applies the rules as the operator types or scans: in the
// browser with the domain's function, and on the server (its saved rules, and the order the scan look-up finds).

/** The text after the typing or scanning stopped for a moment: what the server is asked about. */
const useSettled = (text: string) => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

/** Whether the reader's menu has the scan screen, whose look-up the test box may then ask. */
const useMayScan = () => {
  const { data: menus } = useMenus();
  const has = (nodes: typeof menus): boolean =>
    (nodes ?? []).some((node) => node.component === "orders/scan" || has(node.children));
  return has(menus);
};

const TestBox = ({ rules }: { rules: NumberRuleDto[] }) => {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const settled = useSettled(text);
  const mayScan = useMayScan();
  const server = useNumberRuleTest(settled);
  const found = useQuery({
    queryKey: numberRuleKeys.scan(settled),
    queryFn: () => scanOrder(settled).catch((): OrderScanResult | null => null),
    enabled: mayScan && settled.trim() !== "",
  });
  const local = applyNumberRules(rules, text);
  return (
    <Card variant="borderless" className="pp-page-card" title={t("numberRules.test.title")} size="small">
      <Flex vertical gap={8}>
        <Input
          allowClear
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("numberRules.test.placeholder")}
          aria-label={t("numberRules.test.title")}
        />
        <Typography.Text type="secondary">{t("numberRules.test.help")}</Typography.Text>
        {text.trim() !== "" ? (
          <Flex vertical gap={4} className="pp-number-rule-test">
            <Outcome rule={local.rule} candidates={local.candidates} />
            {server.data && settled === text ? (
              <Descriptions
                size="small"
                column={1}
                items={[
                  {
                    key: "server",
                    label: t("numberRules.test.server"),
                    children: server.data.rule ? server.data.rule.name : t("numberRules.test.none"),
                  },
                  ...(mayScan && found.isSuccess
                    ? [
                        {
                          key: "order",
                          label: t("numberRules.test.order"),
                          children: found.data ? (
                            <Typography.Text strong>{found.data.orderNo}</Typography.Text>
                          ) : (
                            t("numberRules.test.noOrder")
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            ) : null}
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
};

/** Where a rule cuts: "8 – 30", "8 – to the end". */
const cutText = (rule: NumberRule, toEnd: string) => `${rule.substringStart} – ${rule.substringEnd ?? toEnd}`;

const NumberRulesPage = () => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rules = useNumberRules();
  const move = useMoveNumberRule();
  const setOpen = useOpenNumberRule();
  const remove = useDeleteNumberRule();
  const [drawer, setDrawer] = useState<{ open: boolean; rule?: NumberRuleDto }>({ open: false });
  const rows = rules.data ?? [];
  const run = (work: Promise<unknown>, done?: string) =>
    work.then(
      () => (done ? void message.success(done) : undefined),
      (error: unknown) => void message.error(errorMessageOf(error, t("common.errors.operationFailed"))),
    );
  const anyValue = <Typography.Text type="secondary">{t("numberRules.any")}</Typography.Text>;

  return (
    <Flex vertical gap={12} className="pp-list-page">
      <PageHeader
        title={t("numberRules.title")}
        description={t("numberRules.intro")}
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ open: true })}>
            {t("numberRules.add")}
          </Button>
        }
      />
      <TestBox rules={rows} />
      <Card variant="borderless" className="pp-page-card">
        <Table<NumberRuleDto>
          size="small"
          rowKey="id"
          loading={rules.isPending}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={rows}
          locale={{ emptyText: <EmptyState title={t("numberRules.empty")} /> }}
          columns={[
            {
              title: t("numberRules.position"),
              key: "position",
              render: (_: unknown, _rule, index) => index + 1,
            },
            { title: t("numberRules.field.name"), dataIndex: "name" },
            {
              title: t("numberRules.field.startsWith"),
              dataIndex: "startsWith",
              render: (value: string) => (value ? <Typography.Text code>{value}</Typography.Text> : anyValue),
            },
            {
              title: t("numberRules.field.endsWith"),
              dataIndex: "endsWith",
              render: (value: string) => (value ? <Typography.Text code>{value}</Typography.Text> : anyValue),
            },
            {
              title: t("numberRules.field.length"),
              dataIndex: "length",
              render: (value: number | null) => value ?? anyValue,
            },
            {
              title: t("numberRules.field.cut"),
              key: "cut",
              render: (_: unknown, rule) => cutText(rule, t("numberRules.toEnd")),
            },
            {
              title: t("numberRules.field.onlyRule"),
              dataIndex: "onlyRule",
              render: (value: boolean) => (value ? <Tag color="orange">{t("numberRules.on")}</Tag> : null),
            },
            {
              title: t("numberRules.field.isOpen"),
              dataIndex: "isOpen",
              render: (_: unknown, rule) => (
                <Switch
                  size="small"
                  checked={rule.isOpen}
                  aria-label={`${t("numberRules.field.isOpen")} ${rule.name}`}
                  checkedChildren={t("numberRules.on")}
                  unCheckedChildren={t("numberRules.off")}
                  onChange={(isOpen) =>
                    void run(
                      setOpen.mutateAsync({ id: rule.id, isOpen }),
                      t(isOpen ? "numberRules.opened" : "numberRules.closed"),
                    )
                  }
                />
              ),
            },
            {
              title: t("numberRules.createdBy"),
              dataIndex: "createdBy",
              render: (value: string | null) => value ?? "",
            },
            {
              title: t("numberRules.actions"),
              key: "actions",
              render: (_: unknown, rule, index) => (
                <Space size={0} wrap={false}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDrawer({ open: true, rule })}
                  >
                    {t("numberRules.edit")}
                  </Button>
                  <Tooltip title={t("numberRules.moveUp")}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t("numberRules.moveUp")}
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      onClick={() => void run(move.mutateAsync({ id: rule.id, direction: "up" }))}
                    />
                  </Tooltip>
                  <Tooltip title={t("numberRules.moveDown")}>
                    <Button
                      type="text"
                      size="small"
                      aria-label={t("numberRules.moveDown")}
                      icon={<ArrowDownOutlined />}
                      disabled={index === rows.length - 1}
                      onClick={() => void run(move.mutateAsync({ id: rule.id, direction: "down" }))}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t("numberRules.deleteConfirm", { name: rule.name })}
                    okButtonProps={{ danger: true }}
                    okText={t("numberRules.delete")}
                    onConfirm={() => run(remove.mutateAsync(rule.id), t("numberRules.deleted"))}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      {t("numberRules.delete")}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <NumberRuleDrawer open={drawer.open} rule={drawer.rule} onClose={() => setDrawer({ open: false })} />
    </Flex>
  );
};

export default NumberRulesPage;
