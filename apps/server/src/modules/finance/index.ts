export { seedFinance } from "./finance.seed";
// Joined by catalog's quote profile (the wallets an org holds).
export { wallets } from "./finance.tables";
export { rechargeRoutes } from "./recharge.routes";
export { createRechargeService } from "./recharge.service";
export { createSandboxGateway, sandboxGatewayRoutes } from "./sandbox-gateway";
export { walletRoutes } from "./wallet.routes";
export {
  checkLedger,
  createWalletService,
  type Debit,
  type HoldAction,
  type Movement,
  type WalletService,
} from "./wallet.service";
export { withdrawalRoutes } from "./withdrawal.routes";
export { createWithdrawalService } from "./withdrawal.service";
