import LiveActivity

/// A preview that crashed or did not finish in its own process (PreviewIsolation): which one,
/// why, and the line of the user's code where it happened.
struct PreviewFailure: Equatable, Sendable {
    enum Reason: Equatable, Sendable {
        /// The runtime's message ("Fatal error: Index out of range") or the signal's name.
        case crashed(String)
        /// Still running when its time was up.
        case hung(seconds: Double)
    }

    /// Its index among the program's `PreviewUnit`s.
    let unit: Int
    /// The preview's name, or the provider's or widget's type name.
    let title: String
    let reason: Reason
    /// The first frame of the user's code in the backtrace, else where the preview is declared.
    var location: LintLocation

    /// What happened, in a sentence: `"Orders" crashed at Widget/Previews.swift:9: Fatal error: …`.
    var sentence: String {
        switch reason {
        case .crashed(let message):
            return "\"\(title)\" crashed at \(location.file):\(location.line): \(message)"
        case .hung(let seconds):
            return "\"\(title)\" did not finish within \(Self.seconds(seconds)) s, stopped at \(location.file):\(location.line) (--preview-timeout SECONDS allows longer)"
        }
    }

    /// The reason alone, as the previewer's card and a lint finding say it.
    var reasonText: String {
        switch reason {
        case .crashed(let message): message
        case .hung(let seconds): "did not finish within \(Self.seconds(seconds)) s"
        }
    }

    private static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
