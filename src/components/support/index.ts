export { SupportEntry, type SupportEntryProps } from './SupportEntry';
