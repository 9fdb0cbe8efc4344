export default {
  productOrderHandling: {
    chargeMode: "扣款方式",
    chargeModes: { chargeAtPlacement: "下单时扣款", holdUntilWeighIn: "下单时冻结，称重后扣款" },
    chargeModeHints: {
      chargeAtPlacement: "下单即从钱包扣除运费，称重后多退少补。",
      holdUntilWeighIn: "下单时冻结运费（可用余额减少，余额不变），称重时按实际运费扣款，多余部分解冻。",
    },
    cancelMode: "取消方式",
    cancelModes: { online: "在线取消", offlineConfirmation: "线下确认后取消" },
    cancelModeHints: {
      online: "交接前取消立即全额退款；交接后取消需平台确认。",
      offlineConfirmation: "客户取消一律生成取消申请，平台线下与承运商确认后同意（退款）或驳回。",
    },
    pushOn: "推送承运商",
    pushOns: { payment: "支付后推送", weighIn: "称重后推送", manual: "平台批量推送" },
    pushOnHints: {
      payment: "订单支付后立即推送给成本产品的对接商，获取运单号和面单。",
      weighIn: "仓库称重入库并结清差额后再推送。",
      manual: "由平台在订单列表或订单详情中手动推送。",
    },
    editableFields: "可修改的订单信息",
    editableFieldsHint: "交接承运商前，客户和平台可修改勾选的信息；始发国家不可修改。",
    fields: {
      receiver: "收件人（含目的国家、州省、城市、邮编）",
      sender: "发件人",
      referenceNo: "客户单号",
      remarks: "备注",
      boxes: "箱子（重量与尺寸）",
      declaration: "申报信息",
      taxNumbers: "税号",
      premiumPackages: "增值服务",
    },
  },
};
