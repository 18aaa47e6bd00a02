/** The record-page kit: filters + query + paging (`useRecords`) and the view (`RecordView` and its parts). */
export {
  RecordFilters,
  RecordList,
  RecordBadge,
  RecordFigures,
  Stats,
  StatTiles,
  RecordsLoading,
  type RecordTone,
  type StatItem,
} from './RecordList';
export { RecordSelect } from './RecordSelect';
export { QueryStates, type QueryStatesProps } from './QueryStates';
export { RecordView, RecordScreen, type RecordViewProps, type RecordScreenProps } from './RecordView';
export { RecordRow, RecordMeta, type RecordRowProps } from './RecordRow';
export { BetRow, BET_STATUS_TONE, useBetStats } from './bets';
export {
  useRecords,
  recordRequest,
  RECORD_PAGE_SIZE,
  type RecordPage,
  type RecordFilterValues,
  type RecordsState,
  type UseRecordsOptions,
} from './use-records';
