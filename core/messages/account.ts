// Accounts: login, registration, passwords, agreements and SMS.
export const accountMessages = {
  // Accounts
  userNameRule: '用户名为2-20位字母、数字、下划线、中划线或汉字',
  passwordTooLong: '密码不能超过64位',
  loginTabPassword: '密码登录',
  loginTabCode: '验证码登录',
  rememberPassword: '记住密码',
  forgotPassword: '忘记密码',
  goRegister: '立即注册',
  goLogin: '去登录',
  sliderHint: '请按住滑块，拖动到最右边',
  sliderPassed: '验证通过',
  sliderLoading: '验证组件加载中…',
  sliderLoadFailed: '验证组件加载失败，请点击重试',
  sliderFailed: '验证未通过，请重新拖动',
  // The path that needs no drag (GB/T 37668): a button that moves the knob a tenth per press
  sliderStep: '无法拖动？点此右移滑块（已到 {percent}%）',
  // The agreements' checkbox (components/agreements): 我已阅读并同意《…》和《…》, the titles from lib/content/agreements.
  agreementLead: '我已阅读并同意',
  agreementAnd: '和',
  consultAgreementTail: '，同意平台就本次咨询与我联系',
  agreementEffective: '生效日期：{date}',
  agreementSample: '本文本为平台提供的示范文本，正式内容以运营方发布的版本为准。',
  agreementClose: '关闭',
  consoleOpened: '已为您在新窗口打开控制台',
  avatarHint: '建议上传正方形图片，支持jpeg、png、bmp格式，大小不超过1M',
  avatarOk: '头像修改成功',
  // The personal page's details to read (components/account/basic-info-panel)
  profileUserName: '用户名',
  profilePhone: '手机号',
  profileEmail: '邮箱',
  profileNotSet: '未填写',
  passwordChanged: '密码修改成功，其他设备上的登录已退出',
  // The operator declared SMS off (SMS_PROVIDER=off): said instead of claiming a code was sent.
  smsOff: '短信服务未开通，暂时无法发送验证码',
  // The deployment's hourly SMS budget (SMS_HOURLY_BUDGET) is spent, or for a phone without an account its half of it
  smsBudgetSpent: '短信发送量已达本时段上限，请稍后再试',
  // A phone that has an account had its own share of login, reset and password-change codes this hour (issue 61 item 2)
  smsPhoneHourSpent: '该手机号本小时获取验证码次数已达上限，请稍后再试',
  // The password login where the network is locked or the account asks new networks for the phone: the
  // right password sends a code, a wrong one nothing, and both read the same (issue 61 item 3, decision 0074)
  loginPhoneAsked: '该账号近期密码错误次数较多，为保护账号安全，本次登录需短信验证：若密码正确，验证码已发送至该账号绑定的手机，请在“验证码登录”中输入',
  // The same with SMS off: no code can be asked for, so the network waits out its lock
  loginLockedNoSms: '登录失败次数过多，该账号的密码登录已暂停，请{minutes}分钟后再试',
  // My data and my account (issue 62 item 1): the copy, the cancellation (注销) and consent by version
  myDataTitle: '我的数据与账号',
  myDataIntro: '您可以下载我们保存的您的个人信息副本，也可以注销账号。注销后账号无法登录和恢复，详见《隐私政策》。',
  myDataDownload: '下载个人信息副本',
  myDataDownloadFailed: '个人信息副本下载失败，请稍后重试',
  cancelOpen: '注销账号',
  cancelTitle: '注销账号',
  cancelWarning: '注销后，您将无法再登录此账号，账号信息、咨询记录中的联系方式和授权记录将被删除或匿名化；为履行记账和法律义务，订单与支付记录会保留但不再包含您的姓名、手机号和邮箱，安全审计记录保留180天。注销后手机号和用户名可以重新注册。',
  cancelConfirm: '我已了解以上后果，确认注销账号',
  cancelConfirmRequired: '请确认您已了解注销的后果',
  cancelSubmit: '确认注销',
  cancelOrderOpen: '您有尚未完成支付或审核中的订单，请完成或取消后再注销账号',
  cancelApplicationInReview: '您的标识前缀申请正在审核中，审核结束后方可注销账号',
  cancelDone: '账号已注销',
  cancelledNotice: '您的账号已注销，感谢您的使用。',
  consentTitle: '协议已更新',
  consentIntro: '我们更新了以下协议，请阅读并同意后继续使用：',
  consentAgree: '同意并继续',
  consentDecline: '不同意并退出',
  // Security
  crossSiteRefused: '请求来源不是本站，已拒绝。请在本站页面中操作',
} as const;
