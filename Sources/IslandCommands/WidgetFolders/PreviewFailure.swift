import IslandPreview
import LiveActivity

/// A preview that crashed or did not finish in its own process (PreviewIsolation): which one,
/// why, and the line of the user's code where it happened.
struct PreviewFailure: Equatable, Sendable {
    typealias Reason = ReloadedPreviewFailure.Reason

    /// Its index among the program's `PreviewUnit`s.
    let unit: Int
    /// The preview's name, or the provider's or widget's type name.
    let title: String
    let reason: Reason
    /// The first frame of the user's code in the backtrace, else where the preview is declared.
    var location: LintLocation

    /// What happened, in a sentence: `"Orders" crashed at Widget/Previews.swift:9: Fatal error: …`.
    var sentence: String { reloaded.sentence }

    /// The same, as the previewer's status line and log take it after a reload.
    var reloaded: ReloadedPreviewFailure {
        ReloadedPreviewFailure(title: title, reason: reason, file: location.file, line: location.line)
    }

    /// The reason alone, as the previewer's card and a lint finding say it.
    var reasonText: String {
        switch reason {
        case .crashed(let message): message
        case .hung(let seconds): "did not finish within \(ReloadedPreviewFailure.seconds(seconds)) s"
        }
    }
}
