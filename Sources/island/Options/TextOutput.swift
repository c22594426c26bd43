import Foundation
import IslandInputs
import IslandPlayback

/// When every activity starts (2027-01-15T08:00:00Z): fixed, so output is the same everywhere.
let activityStart = Date(timeIntervalSince1970: 1_800_000_000)

/// "90s", "5m", "1h30m", "2h", "45" (seconds) up to a year: seconds, or nil if it is not a
/// duration. The same rule as scenario files.
func parseDuration(_ text: String) -> Double? { ScenarioDuration.parse(text) }

/// "5m", "1h30m", "45s".
func formatDuration(_ seconds: Double) -> String { PlaybackTranscript.duration(seconds) }

/// Text for the terminal made of words we did not write (names, titles, ids from files): each
/// line with its control characters made visible, so no escape sequence reaches the terminal.
func terminalSafe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).sanitizedForTerminal }.joined(separator: "\n")
}

/// "12" or "1.5": a number of points as a person writes it.
func formatPoints(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
