// What a canvas is painted with comes with it: a cell's colours and styles (TerminalColors), and
// the one switch over every cache (CacheReuse), which every module that keeps one reads.
@_exported import CacheReuse
@_exported import TerminalColors
