extension String {
    /// The text as one line made safe for the terminal: line breaks (\n, \r\n, U+2028…) become spaces, other control
    /// characters their pictures (`sanitizedForTerminal`). For a log line, a title, a name in a
    /// box: anything that must stay on its row.
    public var oneLineForTerminal: String {
        // Every line break (\n, \r, VT, FF, NEL, U+2028, U+2029) is a control or a separator:
        // scalars are looked at, not clusters, which costs Swift's grapheme breaking.
        guard unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x2028 || $0.value == 0x2029 }) else {
            return self
        }
        return String(map { $0.isNewline ? " " : $0 }).sanitizedForTerminal
    }
}
