import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { QUOTE_MAX_PIECES } from "@pp/contracts";
import { PIECE_WEIGHT_PATTERN } from "@pp/domain";
import { Button, Flex, Form, Input, Table, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useFormRules } from "../../shared/forms/form-rules";

export type PieceRow = { lengthCm?: string; widthCm?: string; heightCm?: string; weightKg?: string };

export const EMPTY_PIECE: PieceRow = { lengthCm: "", widthCm: "", heightCm: "", weightKg: "" };

// Weights are summed in whole grams, so 0.1 + 0.2 shows 0.300 and never a float's 0.30000000000000004.
const grams = (weight: string) => {
  const [whole = "0", fraction = ""] = weight.split(".");
  return Number(whole) * 1000 + Number(`${fraction}000`.slice(0, 3));
};
const kilograms = (total: number) => `${Math.floor(total / 1000)}.${String(total % 1000).padStart(3, "0")}`;

const DIMENSIONS = [
  { field: "lengthCm", label: "catalogQuote.pieces.length" },
  { field: "widthCm", label: "catalogQuote.pieces.width" },
  { field: "heightCm", label: "catalogQuote.pieces.height" },
] as const;

/** The parcel's pieces as an editable table: one row per piece, sizes in cm and weight in kg. */
export const FreightTrialPieces = () => {
  const { t } = useTranslation();
  const rules = useFormRules();
  const pieces: PieceRow[] = Form.useWatch("pieces") ?? [];
  const totalWeight = kilograms(
    pieces.reduce((sum, piece) => {
      const weight = piece?.weightKg?.trim() ?? "";
      return PIECE_WEIGHT_PATTERN.test(weight) ? sum + grams(weight) : sum;
    }, 0),
  );

  return (
    <Form.List name="pieces">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          <Table
            size="small"
            bordered
            className="pp-freight-pieces"
            pagination={false}
            rowKey="key"
            dataSource={fields}
            columns={[
              {
                title: t("catalogQuote.pieces.index"),
                width: 64,
                align: "center",
                render: (_, __, index) => index + 1,
              },
              ...DIMENSIONS.map(({ field, label }) => ({
                title: t(label),
                key: field,
                render: (_: unknown, row: (typeof fields)[number]) => (
                  <Form.Item
                    name={[row.name, field]}
                    style={{ margin: 0 }}
                    rules={[rules.required(), rules.rule("positive")]}
                  >
                    <Input inputMode="decimal" aria-label={`${t(label)} ${row.name + 1}`} />
                  </Form.Item>
                ),
              })),
              {
                title: t("catalogQuote.pieces.weight"),
                key: "weightKg",
                render: (_: unknown, row: (typeof fields)[number]) => (
                  <Form.Item
                    name={[row.name, "weightKg"]}
                    style={{ margin: 0 }}
                    rules={[rules.required(), rules.rule("weight"), rules.rule("positive")]}
                  >
                    <Input
                      inputMode="decimal"
                      aria-label={`${t("catalogQuote.pieces.weight")} ${row.name + 1}`}
                    />
                  </Form.Item>
                ),
              },
              {
                key: "remove",
                width: 56,
                align: "center",
                render: (_: unknown, row: (typeof fields)[number]) => (
                  <Tooltip title={t("catalogQuote.pieces.remove")}>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${t("catalogQuote.pieces.remove")} ${row.name + 1}`}
                      disabled={fields.length === 1}
                      onClick={() => remove(row.name)}
                    />
                  </Tooltip>
                ),
              },
            ]}
          />
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              disabled={fields.length >= QUOTE_MAX_PIECES}
              onClick={() => add({ ...EMPTY_PIECE })}
            >
              {fields.length >= QUOTE_MAX_PIECES
                ? t("catalogQuote.pieces.tooMany", { max: QUOTE_MAX_PIECES })
                : t("catalogQuote.pieces.add")}
            </Button>
            <Typography.Text type="secondary">
              {t("catalogQuote.pieces.summary", { count: fields.length, weight: totalWeight })}
            </Typography.Text>
          </Flex>
          <Form.ErrorList errors={errors} />
        </Flex>
      )}
    </Form.List>
  );
};
