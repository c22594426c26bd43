import Foundation
import IslandUI

/// What a presentation's drawing warns of, as a value: its `description` is the sentence under a
/// snapshot, in `island play` and in the previewer's status line (`warning: …`). A caller asks
/// `if case .contentCut = warning`, never whether the sentence starts with "the last".
public enum PresentationWarning: Hashable, Sendable, CustomStringConvertible {
    /// Content taller than the presentation shows: its rows, the rows shown, and what is cut
    /// (nil where only the count is said: the Smart Stack and CarPlay).
    case contentCut(Presentation, rows: Int, shownRows: Int, cut: CutRows?)
    /// A Lock Screen presentation asked of a Mac, which has none.
    case menuBarOnly
    /// A banner asked of a device with an island, where an alert shows the expanded presentation.
    case bannerOnIslandDevice(device: String)
    /// StandBy asked of an iPad.
    case noStandBy
    /// An island presentation asked of a device without one: drawn as a banner.
    case noDynamicIsland(device: String)
    /// A widget whose body is not an `ActivityConfiguration` for the attributes given.
    case notAnActivityConfiguration(configuration: String, attributes: String)
    /// An activity kind with no preview data to draw.
    case noPreviewData(attributesType: String)
    /// An SF Symbol not in TermIsland's table, and what is drawn instead.
    case unknownSymbol(SymbolDiagnostic)
    /// A described view's value that did not bind, as the view file's reader says it (with the
    /// file and the field).
    case unboundValue(String)

    public var description: String {
        switch self {
        case .contentCut(.lockScreen, let rows, let shown, let cut):
            "the Lock Screen presentation is \(rows) rows tall; ActivityKit shows 160 points (\(shown) rows)" + (cut.map { ": \($0)" } ?? "")
        case .contentCut(.expanded, let rows, let shown, let cut):
            "the expanded presentation is \(rows) rows of content; ActivityKit shows 160 points (\(shown) rows)" + (cut.map { ": \($0)" } ?? "")
        case .contentCut(let presentation, let rows, let shown, _):
            "the \(presentation == .carPlay ? "CarPlay Dashboard" : "Smart Stack") shows \(shown) rows; the content is \(rows) rows tall and is cut"
        case .menuBarOnly:
            "a Mac shows Live Activities in its menu bar only, in the compact, minimal and expanded presentations"
        case .bannerOnIslandDevice(let device):
            "\(device) has a Dynamic Island: an alert there shows the expanded presentation, not a banner"
        case .noStandBy:
            "iPad has no StandBy"
        case .noDynamicIsland(let device):
            "\(device) has no Dynamic Island: its activities show as a banner like the Lock Screen presentation"
        case .notAnActivityConfiguration(let configuration, let attributes):
            "\(configuration) is not an ActivityConfiguration for \(attributes): nothing to render"
        case .noPreviewData(let attributesType):
            "\(attributesType) has no preview data: give it a state"
        case .unknownSymbol(let symbol):
            symbol.description
        case .unboundValue(let sentence):
            sentence
        }
    }
}

/// The rows content taller than its presentation loses: its last, as a stack that does not fit
/// is clipped at its end, and the first of them that shows anything.
///
///     the last 3 rows are cut (11–13), from “row 10”
public struct CutRows: Hashable, Sendable, CustomStringConvertible {
    /// The content's rows and the rows shown (the first `shown` of them).
    public var rows: Int
    public var shown: Int
    /// The first cut row's text that is not blank, if any, at most 40 characters with "…".
    public var firstText: String?

    public init(rows: Int, shown: Int, firstText: String?) {
        self.rows = rows
        self.shown = shown
        self.firstText = firstText
    }

    public var description: String {
        let cut = rows - shown
        var words = cut == 1 ? "the last row is cut (\(rows))" : "the last \(cut) rows are cut (\(shown + 1)–\(rows))"
        if let firstText { words += ", from “\(firstText)”" }
        return words
    }
}

/// What ActivityKit would refuse in a presentation, as a value: the presentation is not drawn,
/// and `description` is the sentence under a snapshot (`error: …`).
public enum PresentationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An image framed larger than its presentation allows, in points (nil: not framed that way).
    case imageTooLarge(Presentation, width: Double?, height: Double?, limitWidth: Double, limitHeight: Double, device: String)
    /// The kind's own preview data does not decode (the kind's bug).
    case previewDoesNotDecode(ActivityDataError)
    /// The attributes or state given do not decode.
    case dataDoesNotDecode(ActivityDataError)

    public var description: String {
        switch self {
        case .imageTooLarge(let presentation, let width, let height, let maxWidth, let maxHeight, let device):
            "an image in the \(presentation.rawValue) presentation is framed \(Self.points(width)) × \(Self.points(height)) pt; "
                + "ActivityKit allows at most \(Self.points(maxWidth)) × \(Self.points(maxHeight)) pt on \(device)"
        case .previewDoesNotDecode(let error):
            "its preview: \(error)"
        case .dataDoesNotDecode(let error):
            "\(error)"
        }
    }

    private static func points(_ points: Double?) -> String {
        guard let points else { return "any" }
        return points == points.rounded() ? String(Int(points)) : String(format: "%.2f", points)
    }
}
