// Company names of the demo marketplace. In-house products (appOriginal 1) come from the platform
// operator; the rest from ecosystem partners. All are fictitious.
export const vendors = {
  platform: '重庆两江智链标识科技有限公司',
  jiexitong: '长沙解析通网络科技有限公司',
  mashang: '深圳码上信息科技有限公司',
  liandun: '广州链盾防伪科技有限公司',
  tuheng: '南京图衡仿真技术有限公司',
  shuyi: '杭州数蚁工业软件有限公司',
  yunqi: '北京云启数智科技有限公司',
  yongcai: '宁波甬采供应链科技有限公司',
  haituo: '青岛海拓物流科技有限公司',
  hengxin: '上海衡信质量技术有限公司',
  nonglian: '合肥农链科技有限公司',
  xinsu: '厦门芯溯电子科技有限公司',
  dianjianbao: '苏州点检宝网络科技有限公司',
  ruiwei: '武汉睿维智能装备科技有限公司',
  youkong: '西安节能优控科技有限公司',
  ancheng: '成都安程安全科技有限公司',
  lvce: '天津绿测环境科技有限公司',
} as const;
