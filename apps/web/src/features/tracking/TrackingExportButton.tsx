import { DownOutlined, FileExcelOutlined } from "@ant-design/icons";
import type { OrderExportFilter } from "@pp/contracts";
import { Button, Dropdown } from "antd";
import { useTranslation } from "react-i18next";
import { useExportRun } from "../orders/OrderExportButton";
import { listExportRequest } from "../orders/order-scan-export";
import { exportTracking } from "./tracking.api";

/**
 * The order list's package-tracking export (spec §7 packageTrack export): the selected orders, or the list as
 * filtered (its tracking state too); one row per parcel and a sheet of every event.
 */
export const TrackingExportButton = ({
  selectedIds,
  filter,
}: {
  selectedIds: number[];
  filter: OrderExportFilter;
}) => {
  const { t } = useTranslation();
  const { exporting, run } = useExportRun(exportTracking);
  return (
    <Dropdown
      trigger={["click"]}
      menu={{
        items: [
          ...(selectedIds.length
            ? [{ key: "selected", label: t("tracking.export.selected", { count: selectedIds.length }) }]
            : []),
          { key: "filtered", label: t("tracking.export.filtered") },
        ],
        onClick: ({ key }) => void run(listExportRequest(key === "selected" ? selectedIds : [], filter)),
      }}
    >
      <Button icon={<FileExcelOutlined />} loading={exporting} data-testid="tracking-export">
        {t("tracking.export.button")} <DownOutlined />
      </Button>
    </Dropdown>
  );
};

/** The tracking screen's export of the numbers it looked up. */
export const TrackedNumbersExportButton = ({ numbers }: { numbers: string[] }) => {
  const { t } = useTranslation();
  const { exporting, run } = useExportRun(exportTracking);
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={exporting}
      disabled={numbers.length === 0}
      onClick={() => void run({ by: "numbers", numbers: numbers.join("\n") })}
    >
      {t("tracking.export.button")}
    </Button>
  );
};
