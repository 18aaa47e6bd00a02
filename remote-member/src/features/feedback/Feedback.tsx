/**
 * Feedback and complaints (spec sections 2 and 5; `PUT /wps/feedback`): the question type
 * (deposit, withdrawal, game, customer service, application, other), the content — required and
 * within the server's length bounds (`getFeedbackConfig`) — and up to three optional screenshots
 * under the promotion apply form's image rules. A visitor leaves a contact so the operator can
 * answer; a logged-in player sees their earlier submissions with their status and answer.
 * A refused submit keeps everything typed and chosen.
 */
import styled from '@emotion/styled';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ApiError,
  Button,
  call,
  EmptyState,
  endpoints,
  ErrorState,
  Field,
  FormAlert,
  formatDateTime,
  Input,
  Pager,
  Select,
  Skeleton,
  SuccessBox,
  useApiQuery,
  useErrorText,
  useSession,
} from '@vitrine/shared';
import { readAsDataUrl, screenshotProblem } from './screenshot-rules';

const HISTORY_PAGE_SIZE = 5;

/** Label key of each question type (spelt out: a key ending in `_other` would read as a plural form). */
const TYPE_LABEL: Record<endpoints.FeedbackQuestionType, string> = {
  DEPOSIT: 'feedback_q_deposit',
  WITHDRAWAL: 'feedback_q_withdrawal',
  GAME: 'feedback_q_game',
  CUSTOMER_SERVICE: 'feedback_q_customer_service',
  APPLICATION: 'feedback_q_application',
  OTHER: 'feedback_q_misc',
};

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  textarea {
    width: 100%;
    min-height: 140px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    resize: vertical;
  }
  textarea:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input[type='file'] {
    min-height: ${({ theme }) => theme.layout.touch};
    max-width: 100%;
    color: ${({ theme }) => theme.color.text};
  }
  .shots {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .shots li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    justify-items: center;
  }
  .shots img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const History = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  .status {
    padding: 2px ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid currentColor;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  .status[data-status='RESOLVED'] {
    color: ${({ theme }) => theme.color.success};
  }
  .status[data-status='PROCESSING'] {
    color: ${({ theme }) => theme.color.warning};
  }
  .status[data-status='PENDING'] {
    color: ${({ theme }) => theme.color.text};
  }
  p {
    margin: 0;
  }
  .reply {
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border-inline-start: 3px solid ${({ theme }) => theme.color.success};
  }
`;

interface Shot {
  name: string;
  url: string;
}

type Errors = Partial<Record<'questionType' | 'content' | 'contact' | 'screenshots', string>>;

export function Feedback() {
  const { t, i18n } = useTranslation('member');
  const errorText = useErrorText();
  const { token } = useSession();
  const queryClient = useQueryClient();
  const config = useApiQuery(endpoints.feedbackConfig, undefined, { staleTime: 10 * 60_000 });
  const [questionType, setQuestionType] = useState<endpoints.FeedbackQuestionType | ''>('');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [shots, setShots] = useState<Shot[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [sentId, setSentId] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const counterId = useId();

  const send = useMutation<{ id: number }, ApiError, endpoints.FeedbackRequest>({
    mutationFn: (request) => call(endpoints.feedback, request),
    onSuccess: ({ id }) => {
      setSentId(id);
      setQuestionType('');
      setContent('');
      setContact('');
      setShots([]);
      if (fileInput.current) fileInput.current.value = '';
      void queryClient.invalidateQueries({ queryKey: [endpoints.feedbackList.name] });
    },
  });

  if (config.isPending) {
    return (
      <div aria-busy="true" data-testid="feedback-loading">
        <Skeleton height="44px" />
        <Skeleton height="140px" />
      </div>
    );
  }
  if (config.isError) {
    return <ErrorState title={t('feedback_unavailable')} message={errorText(config.error)} onRetry={() => void config.refetch()} testId="feedback-config-error" />;
  }
  const rules = config.data;
  const length = content.trim().length;

  const validate = (): Errors => {
    const next: Errors = {};
    if (!questionType) next.questionType = t('feedback_type_required');
    if (!length) next.content = t('input_required');
    else if (length < rules.contentMinLength || length > rules.contentMaxLength)
      next.content = t('feedback_length', { min: rules.contentMinLength, max: rules.contentMaxLength });
    if (!token && !contact.trim()) next.contact = t('input_required');
    return next;
  };

  const onFiles = async (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (!files.length) return;
    const problem = await screenshotProblem(files, { ...rules, maxImages: rules.maxImages - shots.length });
    if (problem) {
      setErrors((e) => ({ ...e, screenshots: t(problem) }));
      if (fileInput.current) fileInput.current.value = '';
      return;
    }
    const added = await Promise.all(files.map(async (f) => ({ name: f.name, url: await readAsDataUrl(f) })));
    setShots((s) => [...s, ...added]);
    setErrors((e) => ({ ...e, screenshots: undefined }));
    if (fileInput.current) fileInput.current.value = '';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSentId(null);
    const next = { ...validate(), screenshots: errors.screenshots };
    setErrors(next);
    const first = (['questionType', 'content', 'contact'] as const).find((k) => next[k]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[data-field="${first}"] :is(select, textarea, input)`)?.focus();
      return;
    }
    if (questionType === '') return;
    send.mutate({
      questionType,
      content: content.trim(),
      contact: contact.trim() || undefined,
      images: shots.length ? shots.map((s) => s.url) : undefined,
    });
  };

  return (
    <>
      <Form ref={formRef} noValidate onSubmit={onSubmit} data-testid="feedback-form">
        {sentId !== null ? (
          <SuccessBox title={t('feedback_sent')} testId="feedback-sent">
            <p>{t('feedback_sent_ref', { id: sentId })}</p>
          </SuccessBox>
        ) : null}
        {send.isError ? <FormAlert title={t('feedback_failed')} message={errorText(send.error)} testId="feedback-error" /> : null}
        <Field label={t('feedback_type')} name="questionType" error={errors.questionType}>
          {(control) => (
            <Select
              {...control}
              value={questionType}
              onChange={(e) => setQuestionType(e.target.value as endpoints.FeedbackQuestionType | '')}
              data-testid="feedback-type"
            >
              <option value="">{t('feedback_type_choose')}</option>
              {endpoints.FEEDBACK_QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_LABEL[type])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('feedback_content')}
          name="content"
          error={errors.content}
          hint={<span id={counterId}>{t('feedback_counter', { n: length, min: rules.contentMinLength, max: rules.contentMaxLength })}</span>}
        >
          {(control) => (
            <textarea
              {...control}
              value={content}
              maxLength={rules.contentMaxLength}
              onChange={(e) => setContent(e.target.value)}
              data-testid="feedback-content"
            />
          )}
        </Field>
        {token ? null : (
          <Field label={t('feedback_contact')} name="contact" error={errors.contact} hint={t('feedback_contact_hint')}>
            {(control) => (
              <Input
                {...control}
                value={contact}
                maxLength={rules.contactMaxLength}
                autoComplete="email"
                onChange={(e) => setContact(e.target.value)}
                data-testid="feedback-contact"
              />
            )}
          </Field>
        )}
        <Field
          label={t('feedback_screenshots')}
          name="screenshots"
          error={errors.screenshots}
          hint={t('feedback_screenshots_hint', { max: rules.maxImages, mb: Math.round(rules.maxImageBytes / 1024 / 1024) })}
        >
          {(control) => (
            <input
              {...control}
              ref={fileInput}
              type="file"
              accept={rules.imageTypes.join(',')}
              multiple
              disabled={shots.length >= rules.maxImages}
              onChange={(e) => void onFiles(e.target.files)}
              data-testid="feedback-screenshots"
            />
          )}
        </Field>
        {shots.length ? (
          <ul className="shots" data-testid="feedback-shots">
            {shots.map((shot, i) => (
              <li key={`${shot.name}-${i}`}>
                <img src={shot.url} alt={shot.name} />
                <Button type="button" variant="ghost" onClick={() => setShots((s) => s.filter((_, j) => j !== i))}>
                  {t('feedback_remove_shot', { name: shot.name })}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <Button type="submit" disabled={send.isPending} data-testid="feedback-submit">
          {send.isPending ? t('feedback_sending') : t('feedback_send')}
        </Button>
      </Form>
      {token ? <FeedbackHistory language={i18n.language} /> : null}
    </>
  );
}

function FeedbackHistory({ language }: { language: string }) {
  const { t } = useTranslation('member');
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const history = useApiQuery(endpoints.feedbackList, { pageNo, pageSize: HISTORY_PAGE_SIZE }, { placeholderData: keepPreviousData, staleTime: 0 });
  const headingId = useId();
  let body;
  if (history.isPending) body = <Skeleton height="96px" />;
  else if (history.isError) body = <ErrorState title={t('feedback_history_failed')} message={errorText(history.error)} onRetry={() => void history.refetch()} />;
  else if (!history.data.list.length) body = <EmptyState message={t('feedback_history_empty')} testId="feedback-history-empty" />;
  else
    body = (
      <>
        <ol aria-busy={history.isFetching} data-testid="feedback-history-list">
          {history.data.list.map((record) => (
            <li key={record.id} data-testid="feedback-record" data-status={record.status}>
              <div className="meta">
                <span className="status" data-status={record.status}>
                  {t(`feedback_status_${record.status.toLowerCase()}`)}
                </span>
                <span>{t(TYPE_LABEL[record.questionType])}</span>
                <span>#{record.id}</span>
                <time dateTime={record.createdAt}>{formatDateTime(record.createdAt, language)}</time>
              </div>
              <p>{record.content}</p>
              {record.reply ? (
                <p className="reply">
                  <strong>{t('feedback_reply')}</strong> {record.reply}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
        <Pager page={pageNo} totalPages={history.data.totalPages} onChange={setPageNo} busy={history.isFetching} />
      </>
    );
  return (
    <History aria-labelledby={headingId} data-testid="feedback-history">
      <h3 id={headingId}>{t('feedback_history')}</h3>
      {body}
    </History>
  );
}
