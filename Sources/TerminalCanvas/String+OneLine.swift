extension String {
    /// The text as one line made safe for the terminal: line breaks (\n, \r\n, U+2028…) become spaces, other control
    /// characters their pictures (`sanitizedForTerminal`). For a log line, a title, a name in a
    /// box: anything that must stay on its row.
    public var oneLineForTerminal: String {
        guard contains(where: { $0.isNewline || $0.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) } }) else {
            return self
        }
        return String(map { $0.isNewline ? " " : $0 }).sanitizedForTerminal
    }
}
