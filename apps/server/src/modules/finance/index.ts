export { seedFinance } from "./finance.seed";
// Joined by catalog's quote profile (the wallets an org holds).
export { wallets } from "./finance.tables";
export { fingerprintOf } from "./idempotency";
export type { MoneyDecision, OnMoneyDecided } from "./money-decisions";
export type { Debit, Movement } from "./move-wallet";
export type { PaymentGateway } from "./payment-gateway";
export { rechargeRoutes } from "./recharge.routes";
export { createRechargeService } from "./recharge.service";
export { createSandboxGateway, sandboxGatewayRoutes } from "./sandbox-gateway";
export { walletRoutes } from "./wallet.routes";
export { createWalletService, type WalletService } from "./wallet.service";
export type { HoldAction } from "./wallet-holds";
export { checkLedger } from "./wallet-queries";
export { withdrawalRoutes } from "./withdrawal.routes";
export { createWithdrawalService } from "./withdrawal.service";
