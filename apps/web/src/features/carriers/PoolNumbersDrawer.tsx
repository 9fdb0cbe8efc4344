import type { NumberPool, PoolNumber } from "@pp/contracts";
import { Button, Drawer, Flex, Input, Segmented, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../../shared/lib/format";
import { usePoolNumbers } from "./number-pools.api";

const SIZE = 50;

/** A pool's numbers in import order, with the order that took each; keyset pages of 50. */
export const PoolNumbersDrawer = ({ pool, onClose }: { pool: NumberPool | null; onClose: () => void }) => {
  const { t } = useTranslation();
  // The pool stays named while the drawer closes.
  const [shown, setShown] = useState(pool);
  const [status, setStatus] = useState<"all" | "used" | "unused">("all");
  const [number, setNumber] = useState("");
  // The cursors of the pages before this one, to step back.
  const [trail, setTrail] = useState<(string | undefined)[]>([]);
  const [cursor, setCursor] = useState<string | undefined>();
  const numbers = usePoolNumbers(pool?.id ?? null, {
    size: SIZE,
    cursor,
    status: status === "all" ? undefined : status,
    number: number || undefined,
  });

  useEffect(() => {
    if (pool) setShown(pool);
    else {
      setStatus("all");
      setNumber("");
    }
    setTrail([]);
    setCursor(undefined);
  }, [pool]);

  const restart = () => {
    setTrail([]);
    setCursor(undefined);
  };

  return (
    <Drawer
      open={pool !== null}
      onClose={onClose}
      size={640}
      title={t("numberPools.numbersTitle", { name: shown?.name ?? "" })}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Flex gap={12} wrap align="center">
          <Segmented
            value={status}
            onChange={(value) => {
              setStatus(value as typeof status);
              restart();
            }}
            options={[
              { value: "all", label: t("common.list.all") },
              { value: "unused", label: t("numberPools.unused") },
              { value: "used", label: t("numberPools.usedFilter") },
            ]}
          />
          <Input.Search
            allowClear
            placeholder={t("numberPools.number")}
            style={{ width: 220 }}
            maxLength={40}
            onSearch={(value) => {
              setNumber(value.trim());
              restart();
            }}
          />
          <Typography.Text type="secondary">
            {t("numberPools.matching", { count: numbers.data?.total ?? 0 })}
          </Typography.Text>
        </Flex>
        <Table<PoolNumber>
          size="small"
          rowKey="id"
          loading={numbers.isFetching}
          dataSource={numbers.data?.rows}
          pagination={false}
          columns={[
            { title: t("numberPools.number"), dataIndex: "number", width: 190 },
            {
              title: t("numberPools.order"),
              dataIndex: "orderNo",
              width: 180,
              render: (orderNo: string | null, row) =>
                orderNo && row.orderId ? (
                  <Link to={`/orders/detail?id=${row.orderId}`}>{orderNo}</Link>
                ) : (
                  <Typography.Text type="secondary">{t("numberPools.unused")}</Typography.Text>
                ),
            },
            {
              title: t("numberPools.usedAt"),
              dataIndex: "usedAt",
              render: (value: string | null) => formatDateTime(value, "—", "second"),
            },
          ]}
        />
        <Flex justify="flex-end" gap={8}>
          <Button
            disabled={trail.length === 0}
            onClick={() => {
              setCursor(trail.at(-1));
              setTrail((before) => before.slice(0, -1));
            }}
          >
            {t("numberPools.previous")}
          </Button>
          <Button
            disabled={!numbers.data?.nextCursor}
            onClick={() => {
              setTrail((before) => [...before, cursor]);
              setCursor(numbers.data?.nextCursor ?? undefined);
            }}
          >
            {t("numberPools.next")}
          </Button>
        </Flex>
      </Flex>
    </Drawer>
  );
};
