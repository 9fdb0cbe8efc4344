export { seedFinance } from "./finance.seed";
export type { Debit, Movement } from "./move-wallet";
export { rechargeRoutes } from "./recharge.routes";
export { createRechargeService } from "./recharge.service";
export { createSandboxGateway, sandboxGatewayRoutes } from "./sandbox-gateway";
export { walletRoutes } from "./wallet.routes";
export { createWalletService, type WalletService } from "./wallet.service";
export type { HoldAction } from "./wallet-holds";
export { checkLedger } from "./wallet-queries";
