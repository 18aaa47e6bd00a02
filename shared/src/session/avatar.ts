import type { Avatar } from '../api/endpoints/member';
import { imageUrl } from '../system/boot-info';

/** The static avatars a player may choose (`avatar-1` … `avatar-12`, served as `/avatar/<id>.svg`). */
export const STATIC_AVATARS: readonly string[] = Array.from({ length: 12 }, (_, i) => `avatar-${i + 1}`);

/** The image URL of an avatar answer: a custom data URL as sent, a static one from the image CDN; '' for none. */
export function avatarUrl(avatar: Avatar | null | undefined): string {
  if (!avatar?.avatar) return '';
  if (avatar.avatarType === 'CUSTOM') return imageUrl(avatar.avatar);
  return imageUrl(`/avatar/${avatar.avatar}.svg`);
}
