import Foundation
import TerminalCanvas

// UIKit's text measuring, which widget code uses to reserve a timer's width: measured as the
// terminal draws text, one cell per column (8 points by default) and one row high.

extension NSAttributedString.Key {
    /// The font of a run, as UIKit's key.
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of a run, as UIKit's key.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension NSString {
    /// The size of the string drawn with `attributes`: its display width in standard cells and
    /// one standard row (a terminal's text has one size whatever the font).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let metrics = CellMetrics.standard
        return CGSize(width: Double((self as String).displayWidthInCells) * metrics.pointsPerColumn, height: metrics.pointsPerRow)
    }
}

extension String {
    /// The columns a terminal draws this string in.
    var displayWidthInCells: Int { (self as String).displayWidth }
}
