// The collapsible notes of the prefix registration page (000 §2). Its agreement is in lib/content/agreements.

export const applicationNotes: string[] = [
  '企业前缀由“二级节点前缀.企业编号”组成，企业编号为3至4位数字（001-9999），提交后由平台审核分配。',
  '请如实填写企业信息，证件号码须与上传的证件照片一致；证件照片支持jpeg、png、bmp格式，营业执照不超过1MB，法人证件正反面各不超过300KB。',
  '提交后平台将在1-2个工作日内完成审核；审核通过后重新登录，即可在企业控制台为产品注册标识。',
  '审核未通过时可查看原因并返回重新填写；重新提交将覆盖之前的申请信息并重新进入审核。',
  '填写过程中的内容会自动保存在本浏览器中（不含图片），刷新页面或重新登录后可继续填写。',
];
