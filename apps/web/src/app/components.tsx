import { Flex, Spin } from "antd";

/** The one loading state for whole screens and lazy pages: centred, calm, no layout jump. */
export const PageLoading = ({ fullScreen = false }: { fullScreen?: boolean }) => (
  <Flex align="center" justify="center" style={{ minHeight: fullScreen ? "100vh" : 320 }}>
    <Spin size="large" />
  </Flex>
);
