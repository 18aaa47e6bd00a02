/**
 * The slider captcha behind an adapter: the modals ask for a challenge and hand back the answer
 * as `geetest: { challenge, x }`. The sandbox serves a geetest-style challenge; a real geetest
 * integration would implement the same two members.
 */
import { call, endpoints } from '@vitrine/shared';

export interface SliderChallenge {
  id: string;
  background: string;
  piece: string;
  pieceY: number;
  width: number;
  height: number;
  pieceSize: number;
}

export interface SliderCaptchaAdapter {
  load(): Promise<SliderChallenge>;
  answer(challenge: SliderChallenge, x: number): endpoints.GeetestResult;
}

export const sandboxSliderCaptcha: SliderCaptchaAdapter = {
  async load() {
    const c = await call(endpoints.captchaGeetest);
    return { id: c.challenge, background: c.background, piece: c.piece, pieceY: c.pieceY, width: c.width, height: c.height, pieceSize: 40 };
  },
  answer: (challenge, x) => ({ challenge: challenge.id, x: Math.round(x) }),
};
