import { messages } from '@/core/messages';
import {
  isAiProductionItem,
  orderScenes,
  recallSceneIndex,
  sceneEmptyMessage,
  sceneFailureMessage,
  sceneKind,
  sceneTitle,
} from './scene-kinds';

const s = (templateCode: number | string, sceneName = `场景${templateCode}`) => ({ templateCode, sceneName });

describe('scene kinds', () => {
  it('maps every code of 000 §3, unknown codes to custom', () => {
    expect(sceneKind(0)).toBe('traceability');
    expect(sceneKind('3')).toBe('supplyChain');
    expect(sceneKind(7)).toBe('remoteOps');
    expect(sceneKind(9)).toBe('aiProduction');
    expect(sceneKind(10)).toBe('repair');
    expect(sceneKind(100)).toBe('custom');
    expect(sceneKind(42)).toBe('custom');
  });

  it('titles fixed types by type and custom scenes by their own name', () => {
    expect(sceneTitle(s(0, '危废溯源'))).toBe('产品追溯');
    expect(sceneTitle(s(4))).toBe('产品召回');
    expect(sceneTitle(s(3))).toBe('供应链');
    expect(sceneTitle(s(100, '出厂质检报告'))).toBe('出厂质检报告');
    expect(sceneTitle(s(42, '新类型'))).toBe('新类型');
  });
});

describe('orderScenes', () => {
  it('puts custom scenes first in their order, then codes 0 to 10, then unknown codes', () => {
    const given = [s(10), s(100, 'A'), s(42), s(4), s(0), s(100, 'B'), s('3'), s(9)];
    expect(orderScenes(given).map((x) => x.sceneName)).toEqual(['A', 'B', '场景0', '场景3', '场景4', '场景9', '场景10', '场景42']);
    expect(given[0].sceneName).toBe('场景10');
  });
});

describe('isAiProductionItem', () => {
  it('holds only when templateCode 9 stands alone', () => {
    expect(isAiProductionItem([s(9)])).toBe(true);
    expect(isAiProductionItem([s('9')])).toBe(true);
    expect(isAiProductionItem([s(9), s(0)])).toBe(false);
    expect(isAiProductionItem([])).toBe(false);
    expect(isAiProductionItem(null)).toBe(false);
  });
});

describe('scene messages', () => {
  it('says service exception for recall, security and supply, the server message elsewhere', () => {
    expect(sceneFailureMessage(4, '超时')).toBe(messages.serviceException);
    expect(sceneFailureMessage(5)).toBe(messages.serviceException);
    expect(sceneFailureMessage(3, 'x')).toBe(messages.serviceException);
    expect(sceneFailureMessage(0, '标识服务繁忙')).toBe('标识服务繁忙');
    expect(sceneFailureMessage(8, '  ')).toBe(messages.loadFailed);
    expect(sceneFailureMessage(100)).toBe(messages.loadFailed);
  });

  it('says the identifier cannot be found for an empty anti-counterfeit scene', () => {
    expect(sceneEmptyMessage(2)).toBe(messages.antiFakeNotFound);
    expect(sceneEmptyMessage(0)).toBe(messages.noData);
  });
});

describe('the recall tab', () => {
  it('is found by its type code wherever the order puts it', () => {
    expect(recallSceneIndex(orderScenes([s(10), s(4), s(100, '自定义'), s(0)]))).toBe(2);
    expect(recallSceneIndex([s('4')])).toBe(0);
    expect(recallSceneIndex([s(0), s(6)])).toBeUndefined();
  });
});
