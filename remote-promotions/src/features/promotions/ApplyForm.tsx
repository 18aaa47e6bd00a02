/**
 * The activity apply form (spec "Promotions"): a comment of up to 140 characters and up to three
 * png or jpg images of at most 5 MB each, sent as data URLs.
 */
import styled from '@emotion/styled';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, endpoints, errorMessageKey, OutcomeCheck, sniffImageFile, useMoneyAction } from '@vitrine/shared';

export const MAX_COMMENT = 140;
export const MAX_IMAGES = 3;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/jpeg'];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  .field {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  textarea {
    min-height: 88px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible,
  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The spec's messages: more than 3 images; only png or jpg; image over 5MB. */
export function imageProblem(files: File[]): string | null {
  if (files.length > MAX_IMAGES) return 'err_too_many_images';
  if (files.some((f) => !IMAGE_TYPES.includes(f.type))) return 'err_image_type';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'err_image_size';
  return null;
}

export function ApplyForm({
  promotion,
  onApplied,
}: {
  promotion: endpoints.Promotion;
  onApplied: (claim: endpoints.PromotionClaim) => void;
}) {
  const { t } = useTranslation('promotions');
  const queryClient = useQueryClient();
  const ids = { comment: useId(), images: useId() };
  const [comment, setComment] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  // A money call (it may pay a bonus): idempotency key, one submit at a time, designed unknown outcome.
  const apply = useMoneyAction(endpoints.applyPromotion, {
    check: (v) => typeof v?.id === 'number' && typeof v.state === 'string',
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.promotionList.name] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.promotionDetail.name] }),
      ]),
    onSuccess: (claim) => onApplied(claim),
  });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const key = imageProblem(files);
    if (key) {
      setProblem(t(key));
      setImages([]);
      event.target.value = '';
      return;
    }
    // The bytes decide, not the name or type: a real PNG/JPEG with dimensions, no SVG/HTML/polyglot.
    const sniffed = await Promise.all(files.map(sniffImageFile));
    if (sniffed.some((image) => !image)) {
      setProblem(t('err_image_type'));
      setImages([]);
      event.target.value = '';
      return;
    }
    setProblem(null);
    setImages(await Promise.all(files.map(readAsDataUrl)));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!comment.trim()) {
      setProblem(t('err_comment_required'));
      return;
    }
    setProblem(null);
    apply.mutate(
      { promotionId: promotion.id, comment: comment.trim(), images: images.length ? images : undefined },
      { onError: (error) => setProblem(error.serverMessage || t(errorMessageKey(error), { ns: 'common' })) },
    );
  };

  return (
    <Form onSubmit={submit} data-testid="apply-form" noValidate>
      <h3>{t('apply_title')}</h3>
      <div className="field">
        <label htmlFor={ids.comment}>{t('comment')}</label>
        <textarea
          id={ids.comment}
          value={comment}
          maxLength={MAX_COMMENT}
          onChange={(e) => setComment(e.target.value.slice(0, MAX_COMMENT))}
          aria-describedby={`${ids.comment}-count`}
        />
        <small id={`${ids.comment}-count`}>{t('chars_left', { count: MAX_COMMENT - comment.length })}</small>
      </div>
      <div className="field">
        <label htmlFor={ids.images}>{t('images')}</label>
        <input
          id={ids.images}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          aria-describedby={`${ids.images}-hint`}
          onChange={(e) => void pick(e)}
        />
        <small id={`${ids.images}-hint`}>{t('images_hint')}</small>
      </div>
      {images.length ? (
        <Thumbs aria-label={t('images')}>
          {images.map((src, i) => (
            <li key={i}>
              <img src={src} alt={t('image_n', { n: i + 1 })} />
            </li>
          ))}
        </Thumbs>
      ) : null}
      {problem ? <Problem role="alert">{problem}</Problem> : null}
      {apply.isUncertain ? (
        <OutcomeCheck checking={apply.checking} pending={apply.isPending} onRetry={apply.retry} testId="apply-unknown" />
      ) : null}
      <Button type="submit" variant="promo" disabled={apply.isPending || apply.checking} aria-busy={apply.isPending} data-testid="apply-submit">
        {t('submit_application')}
      </Button>
    </Form>
  );
}
