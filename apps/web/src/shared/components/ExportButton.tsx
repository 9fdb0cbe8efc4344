import { FileExcelOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { type ReactNode, useState } from "react";

/** The xlsx export button of a list: runs the download and spins until it is saved (the API client shows errors). */
export const ExportButton = ({
  onExport,
  children,
}: {
  onExport: () => Promise<unknown>;
  children: ReactNode;
}) => {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={exporting} onClick={() => void run()}>
      {children}
    </Button>
  );
};
