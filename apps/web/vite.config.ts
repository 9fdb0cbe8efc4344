import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// Long-cached vendor chunks for what every screen needs (React + router, i18n + dayjs, antd's foundation).
// antd's individual components are deliberately NOT grouped: they follow the lazy page that uses them, so
// /login does not download the table, date picker or colour picker of the console.
const vendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
  { name: "i18n", test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/, priority: 20 },
  {
    name: "antd",
    test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color|icons-svg[\\/]lib[\\/]asn|icons[\\/]es[\\/](components|utils))|@rc-component[\\/](util|motion|portal|resize-observer|context)|antd[\\/](es|locale)[\\/](config-provider|theme|_util|locale|style|app|message|notification|modal|button|spin|flex|wave|space|typography|form|input|grid|checkbox|tooltip|dropdown|menu|zh_CN|en_US|ko_KR))/,
    priority: 10,
  },
];

// packages/domain and packages/contracts are pure (no I/O, no global state: see ARCHITECTURE.md), and
// decimal.js only defines a class, so unused rules and schemas can be dropped from the bundle.
const PURE_MODULES = /packages[\\/](domain|contracts)[\\/]src[\\/]|node_modules[\\/]decimal\.js[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: "http://localhost:8080", changeOrigin: true },
      "/open/": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      "/api": { target: "http://localhost:8080", changeOrigin: true },
      "/open/": { target: "http://localhost:8080", changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // antd's foundation chunk is ~550 kB minified (~180 kB gzip) by nature; warn only above that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => !PURE_MODULES.test(id) },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
