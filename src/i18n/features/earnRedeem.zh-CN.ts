import type { earnRedeemEn } from './earnRedeem.en';

/** Simplified Chinese texts of the Simple Earn redemptions; typed against the English keys. */
export const earnRedeemZhCN: Record<keyof typeof earnRedeemEn, string> = {
  'earn.redeem.title': '赎回 {asset}',
  'earn.redeem.amount': '数量',
  'earn.redeem.redeemable': '可赎回',
  'earn.redeem.capped': '最多可赎回 {amount} {asset}。',
  'earn.redeem.lastHourReward': '上一小时收益',
  'earn.redeem.submit': '赎回',
  'earn.redeem.login': '登录后赎回',
  'earn.redeem.viewHistory': '查看赎回记录',
  'earn.redeem.autoTransfer': '到账后自动划转',
  'earn.redeem.autoTransferHint':
    '若资金池暂时无法全部兑付，赎回将排队处理，兑付后自动划转至您的账户。取消勾选则只赎回可立即兑付的金额。',
  'earn.redeem.noHolding': '您在余币宝活期中没有 {asset}。',
  'earn.redeem.successTitle': '赎回成功',
  'earn.redeem.successBody': '您已赎回 {amount} {asset}。',
  'earn.redeem.submittedBody': '您赎回的 {amount} {asset} 处理完成后到账。',
  'earn.cancelRedemption.title': '取消赎回',
  'earn.cancelRedemption.body': '取消 {amount} {asset} 的待处理赎回？该部分将继续计息。',
  'earn.cancelRedemption.notCancellable': '该赎回已无法取消。',
  'earn.cancelRedemption.confirm': '取消赎回',
  'earn.cancelRedemption.keep': '继续赎回',
  'earn.earlyRedeem.title': '提前赎回',
  'earn.earlyRedeem.principal': '本金',
  'earn.earlyRedeem.term': '期限',
  'earn.earlyRedeem.apr': '年化',
  'earn.earlyRedeem.maturity': '到期时间',
  'earn.earlyRedeem.warning': '您将在到期前赎回此订单。',
  'earn.earlyRedeem.confirm': '提前赎回',
  'earn.earlyRedeem.successTitle': '提前赎回已提交',
  'earn.earlyRedeem.successBody': '您已提交 {amount} {asset} 的提前赎回。',
};
