export {
  createFaultyFetch,
  type Fault,
  type FaultController,
  type FaultRule,
  type FaultyFetch,
  type PendingFault,
  type RecordedCall,
} from './faults';
