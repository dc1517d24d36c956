export { AmountInput, type AmountInputProps } from './AmountInput';
export { Button, type ButtonProps } from './Button';
export { Chart, type ChartPoint, type ChartProps, type ChartSeries } from './Chart';
export { type ChipOption, Chips, type ChipsProps } from './Chips';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  type DialogLayout,
  type DialogProps,
  DialogTrigger,
} from './Dialog';
export { type FundPasswordPrompt, useFundPasswordPrompt } from './FundPasswordPrompt';
export { usePortalContainer, useWealthTheme, type WealthTheme } from './portal';
export type { PortalContainer } from './portalTarget';
export { Switch, type SwitchProps } from './Switch';
export { Table, type TableColumn, type TableProps } from './Table';
export {
  Tabs,
  TabsContent,
  type TabsContentProps,
  TabsList,
  type TabsListProps,
  type TabsProps,
  TabsTrigger,
  type TabsTriggerProps,
} from './Tabs';
export { Toaster, type ToasterProps, type ToastMessage } from './Toast';
export { MOBILE_MEDIA_QUERY, useMediaQuery } from './useMediaQuery';
export { WealthRoot, type WealthRootProps } from './WealthRoot';
