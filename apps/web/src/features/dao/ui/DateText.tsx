export { DateText } from '@/shared/ui/DateText';
