import Foundation

/// What a presentation breaks of Apple's size rules, measured while it is drawn, as values:
/// `island lint` reads these. The warnings and errors under a snapshot (`PresentationWarning`,
/// `PresentationError`) say what the drawing lost or what ActivityKit would refuse; these say
/// which rule, in the units Apple gives.
///
/// Heights are in points, measured before the content is rounded to rows, so 160 points passes
/// and 161 does not; widths are in columns, the cells a slot has.
public enum PresentationDiagnostic: Equatable, Sendable {
    /// Content taller than the presentation shows: its ideal height and the most shown, in points.
    case tooTall(Presentation, points: Double, limit: Double)
    /// Content wider than its slot (compact leading or trailing, minimal): its ideal width and
    /// the slot's, in columns; it is cut with an ellipsis.
    case tooWide(Presentation, slot: String, columns: Int, limit: Int)
    /// An image framed larger than its presentation allows, in points (nil: not framed that way).
    case imageTooLarge(Presentation, width: Double?, height: Double?, limitWidth: Double, limitHeight: Double)

    /// The presentation it is about.
    public var presentation: Presentation {
        switch self {
        case .tooTall(let presentation, _, _), .tooWide(let presentation, _, _, _), .imageTooLarge(let presentation, _, _, _, _):
            presentation
        }
    }

    /// A slot's width diagnostic said of the presentation that showed it (the minimal slot is
    /// painted for both of the minimal presentations); others unchanged.
    func `in`(_ shown: Presentation) -> PresentationDiagnostic {
        guard case .tooWide(_, let slot, let columns, let limit) = self else { return self }
        return .tooWide(shown, slot: slot, columns: columns, limit: limit)
    }
}
