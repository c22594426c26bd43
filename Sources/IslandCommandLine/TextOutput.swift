import Foundation
import IslandInputs
import IslandPlayback

/// When every activity starts (2027-01-15T08:00:00Z): fixed, so output is the same everywhere.
package let activityStart = Date(timeIntervalSince1970: 1_800_000_000)

/// "90s", "5m", "1h30m", "2h", "45" (seconds) up to a year: seconds, or nil if it is not a
/// duration. The same rule as scenario files.
package func parseDuration(_ text: String) -> Double? { ScenarioDuration.parse(text) }

/// "5m", "1h30m", "45s".
package func formatDuration(_ seconds: Double) -> String { PlaybackTranscript.duration(seconds) }

/// One line of text for the terminal made of words we did not write (names, titles, ids and
/// paths from files and arguments): control characters, line breaks among them, are shown as
/// visible symbols (a line break as `␊`), so no escape sequence reaches the terminal and no
/// line of output can be forged.
package func oneLine(_ text: String) -> String { text.sanitizedForTerminal }

/// "12" or "1.5": a number of points as a person writes it.
package func formatPoints(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
