import type { dualPageEn } from './dualPage.en';

/** Simplified Chinese texts of the dual-currency page; typed against the English keys. */
export const dualPageZhCN: Record<keyof typeof dualPageEn, string> = {
  'dualPage.title': '双币投资',
  'dualPage.intro': '赚取高收益，并选择卖出或买入的价格：到期时按结算价获得您的币或 USDT。',
  'dualPage.coin': '币种',
  'dualPage.direction': '方向',
  'dualPage.explain.call':
    '高卖：投入 {coin}。结算价不低于目标价时，以目标价卖出并获得 USDT；否则保留 {coin}。两种情况均获得收益。',
  'dualPage.explain.put':
    '低买：投入 USDT。结算价不高于目标价时，以目标价买入 {coin}；否则保留 USDT。两种情况均获得收益。',
  'dualPage.products': '{coin} {direction}产品',
  'dualPage.delivery': '交割时间',
  'dualPage.action': '操作',
  'dualPage.subscribe': '申购',
  'dualPage.subscribeProduct': '申购 {direction} {coin}，目标价 {target}，{term}',
  'dualPage.noProducts': '暂无可申购的产品。',
  'dualPage.orders': '我的订单',
  'dualPage.order.table': '双币投资订单',
  'dualPage.order.id': '订单',
  'dualPage.order.product': '产品',
  'dualPage.order.amount': '数量',
  'dualPage.order.status': '状态',
  'dualPage.order.pages': '订单分页',
  'dualPage.loggedOut': '登录后查看您的双币投资订单。',
  'dualPage.status.INIT': '待处理',
  'dualPage.status.PROCESSING': '进行中',
  'dualPage.status.SETTLEMENT_SUCCESS': '已结算',
  'dualPage.status.SETTLEMENT_PROCESSING': '结算中',
  'dualPage.status.SETTLEMENT_FAILED': '结算失败',
  'dualPage.status.CANCELING': '取消中',
  'dualPage.status.CANCELED': '已取消',
  'dualPage.status.EXPIRED': '已过期',
  'dualPage.status.FAILED': '失败',
  'dualPage.status.INTERNAL_ERROR': '系统错误',
};
