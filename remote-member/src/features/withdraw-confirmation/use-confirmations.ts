import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import { bus, call, endpoints, useApiQuery, type ApiError } from '@vitrine/shared';

export const CONFIRMATION_PAGE_SIZE = 5;

/** Proof images (spec section 5): png or jpg, at most 5 MB. */
export const PROOF_TYPES = ['image/png', 'image/jpeg'];
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The translation key of what is wrong with a proof image, or null. */
export function proofProblem(file: File | null): 'proof_required' | 'err_image_type' | 'err_image_size' | null {
  if (!file) return 'proof_required';
  if (!PROOF_TYPES.includes(file.type)) return 'err_image_type';
  if (file.size > PROOF_MAX_BYTES) return 'err_image_size';
  return null;
}

export const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

/** The player's paid-out withdrawals and what they said about them (`getPaymentConfirmationList`). */
export const usePaymentConfirmations = (pageNo: number) =>
  useApiQuery(
    endpoints.paymentConfirmationList,
    { pageNo, pageSize: CONFIRMATION_PAGE_SIZE },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );

/**
 * Answer a payout: received, not received (with a proof image) or partly received
 * (`processC2CTransaction`). A payout reported as not received is refunded, so the balance is
 * re-read after each answer.
 */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation<endpoints.PaymentConfirmation, ApiError, endpoints.C2CProcessRequest>({
    mutationFn: (request) => call(endpoints.processC2CTransaction, request),
    onSuccess: () => bus.publish('wallet/refresh-requested', {}),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [endpoints.paymentConfirmationList.name] }),
        queryClient.invalidateQueries({ queryKey: [endpoints.consolidated.name] }),
      ]),
  });
}
