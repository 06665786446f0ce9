// Moved to the domain (the checkout's card payment shows it too).
export {
  PaymentInformationForm,
  type PaymentInformationFormProps,
} from '../../../domain/payments/payment-information-form';
