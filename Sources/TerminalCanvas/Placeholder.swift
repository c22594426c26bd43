public enum TerminalCanvasPlaceholder {}
