import { FilePdfOutlined, UploadOutlined } from "@ant-design/icons";
import type { OrderDetail, SellerLabel } from "@pp/contracts";
import { SELLER_MARKETPLACES } from "@pp/domain";
import { Alert, App, Button, Descriptions, Flex, Form, Input, Select, Tag, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormModal } from "../../shared/forms/FormModal";
import { useFormSave } from "../../shared/forms/use-form-save";
import { useMayCancelOrders } from "./OrderChangeActions";
import { sellerFileIssue, useUploadSellerLabel } from "./seller-label.api";

// The seller's own label on the order detail (spec §3 usePreRecordedType): its marketplace, tracking number and PDF
// with how often it was printed, or the form to upload it to an order before hand-over.

/** Statuses in which an order may still take the seller's label. */
const OPEN_STATUSES: readonly OrderDetail["status"][] = ["created", "canShip", "cannotShip"];

/** The marketplace select's choices. */
export const useMarketplaceOptions = () => {
  const { t } = useTranslation();
  return SELLER_MARKETPLACES.map((value) => ({ value, label: t(`sellerLabel.marketplaces.${value}`) }));
};

/** One PDF picked and checked in the browser (the server checks it again by content). */
export const SellerFilePicker = ({
  file,
  onChange,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
}) => {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Flex vertical gap={4}>
      <Upload
        accept="application/pdf,.pdf"
        maxCount={1}
        fileList={file ? [{ uid: "seller-label", name: file.name, status: "done" }] : []}
        beforeUpload={(picked) => {
          void sellerFileIssue(picked).then((issue) => {
            if (issue) void message.error(t(`sellerLabel.${issue}`));
            else onChange(picked);
          });
          return false;
        }}
        onRemove={() => onChange(null)}
      >
        <Button icon={<UploadOutlined />} data-testid="seller-label-file">
          {t("sellerLabel.choose")}
        </Button>
      </Upload>
      <Typography.Text type="secondary">{t("sellerLabel.fileHint")}</Typography.Text>
    </Flex>
  );
};

type UploadValues = Partial<SellerLabel>;

const UploadModal = ({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<UploadValues>();
  const { save, saving } = useFormSave(form);
  const uploadLabel = useUploadSellerLabel();
  const marketplaces = useMarketplaceOptions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const needsNumber = order.sellerLabel === null;
  return (
    <FormModal<UploadValues>
      open={open}
      title={t("sellerLabel.uploadTitle", { orderNo: order.orderNo })}
      notice={t("sellerLabel.hint")}
      saving={saving}
      form={form}
      onClose={onClose}
      onFinish={(values) => {
        if (!file) {
          setFileError(t("sellerLabel.notPdf"));
          return;
        }
        void save(
          () => uploadLabel.mutateAsync({ orderId: order.id, file, label: needsNumber ? values : undefined }),
          { onSaved: onClose },
        );
      }}
    >
      {needsNumber ? (
        <>
          <Form.Item name="marketplace" label={t("sellerLabel.marketplace")} rules={[{ required: true }]}>
            <Select options={marketplaces} />
          </Form.Item>
          <Form.Item
            name="trackingNumber"
            label={t("sellerLabel.trackingNumber")}
            rules={[{ required: true }]}
          >
            <Input maxLength={50} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        label={t("sellerLabel.file")}
        required
        validateStatus={fileError ? "error" : undefined}
        help={fileError ?? undefined}
      >
        <SellerFilePicker
          file={file}
          onChange={(picked) => {
            setFile(picked);
            setFileError(null);
          }}
        />
      </Form.Item>
    </FormModal>
  );
};

/** The seller's label of the order, or (before hand-over) the button to upload it. */
export const SellerLabelPanel = ({ order }: { order: OrderDetail }) => {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState(false);
  const mayChange = useMayCancelOrders();
  const label = order.sellerLabel;
  const mayUpload =
    mayChange &&
    OPEN_STATUSES.includes(order.status) &&
    !label?.file &&
    order.submission?.status !== "success";
  const button = mayUpload ? (
    <Button icon={<UploadOutlined />} onClick={() => setUploading(true)}>
      {t("sellerLabel.upload")}
    </Button>
  ) : null;
  return (
    <Flex vertical gap={12}>
      {label ? (
        <>
          <Alert type="info" showIcon title={t("sellerLabel.status")} />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 3 }}
            items={[
              {
                key: "marketplace",
                label: t("sellerLabel.marketplace"),
                children: t(`sellerLabel.marketplaces.${label.marketplace}`),
              },
              {
                key: "tracking",
                label: t("sellerLabel.trackingNumber"),
                children: <Typography.Text copyable>{label.trackingNumber}</Typography.Text>,
              },
              {
                key: "file",
                label: t("sellerLabel.file"),
                children: label.file ? (
                  <Flex gap={8} wrap align="center">
                    <span>
                      <FilePdfOutlined /> {label.file.name}
                    </span>
                    <Tag>{t("sellerLabel.printed", { count: label.file.printCount })}</Tag>
                  </Flex>
                ) : (
                  <Tag color="gold">{t("sellerLabel.awaitingFile")}</Tag>
                ),
              },
            ]}
          />
        </>
      ) : null}
      {button ? <div>{button}</div> : null}
      {uploading ? <UploadModal order={order} open onClose={() => setUploading(false)} /> : null}
    </Flex>
  );
};
