export type { Lang, RuleSystem, Seat, LogEvent, Text } from '../engine/contract';
export type { LogEntry } from '../engine/game';
