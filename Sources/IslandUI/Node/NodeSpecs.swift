import Foundation
import FrameVocabulary
import TerminalCanvas

/// An `HStack` or `VStack`.
package struct StackSpec: Equatable {
    package enum Axis: Equatable { case horizontal, vertical }
    package var axis: Axis
    /// Cross-axis alignment: `.leading`/`.center`/`.trailing` for a VStack, top/center/bottom for
    /// an HStack, stored as a full alignment for one code path.
    package var alignment: Alignment
    /// Points between children; nil for the default (one column, or no row in a VStack).
    package var spacing: Double?
}

/// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:…)`.
package struct FrameSpec: Equatable {
    package var width: Double?, height: Double?
    package var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    package var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    package var alignment: Alignment = .center
}

/// A shape with its fill or stroke.
package struct ShapeSpec: Equatable {
    package enum Shape: Equatable {
        case rectangle, roundedRectangle, capsule, circle, ellipse, containerRelative
        /// A shape of the app's own: its path in the rectangle it is drawn in.
        case path(PathMaker)
    }
    package var shape: Shape
    /// The fill's colour (a gradient's middle colour when it is a gradient).
    package var fill: Color?
    package var fillGradient: GradientPaint?
    package var stroke: Color?
    /// Dashed lines (`StrokeStyle(dash:)`).
    package var isDashed = false
    /// `trim(from:to:)`: the part of the outline drawn, 0…1 (a ring's progress).
    package var trim: ClosedRange<Double>?
    /// The colour scheme in force where the shape was declared, which decides its colours.
    package var scheme: ColorScheme = .dark
    /// Framed thinner than half a cell: drawn as a line of glyphs across its one cell.
    package var line: ShapeLine?
    /// Drawn as this character in every cell, in the fill colour (a picture's placeholder: ░).
    package var pattern: Character?

    package init(shape: Shape, fill: Color? = nil, fillGradient: GradientPaint? = nil, stroke: Color? = nil, scheme: ColorScheme = .dark) {
        self.shape = shape
        self.fill = fill
        self.fillGradient = fillGradient
        self.stroke = stroke
        self.scheme = scheme
    }
}

/// A shape framed thinner than half a cell, drawn as a line: a hairline (`─`, `│`) up to 2
/// points, a bar (`━`, `┃`) above.
package struct ShapeLine: Equatable {
    package var isVertical: Bool
    package var isHeavy: Bool
}

/// A progress view, already evaluated at the environment's instant.
package struct ProgressSpec: Equatable {
    package enum Style: Equatable { case linear, circular }
    /// 0…1, or nil for an indeterminate one.
    package var fraction: Double?
    package var style: Style
    package var tint: Color
    package var trackColor: Color
    package var scheme: ColorScheme = .dark
}

/// A button or toggle, drawn, with an identifier the previewer can trigger.
package struct ControlSpec: Equatable {
    package enum Kind: Equatable { case button, toggle(isOn: Bool) }
    package var kind: Kind
    /// The control's name: its label's text (see `Button`).
    package var actionIdentifier: String
    /// Whether the name is the label's text (else an accessibility label may name it).
    package var isNamedByLabel = true
    package var tint: Color
    package var scheme: ColorScheme = .dark
    /// The App Intent a tap runs.
    package var intent: RegionIntent?
    /// How a button's background is drawn: a tinted capsule, a solid one, or none.
    package var fill: ControlFill = .tinted
}

/// A button's background, by its style.
package enum ControlFill: Equatable {
    /// `.automatic`, `.bordered`: the tint blended into what is behind.
    case tinted
    /// `.borderedProminent`: the tint itself.
    case solid
    /// `.plain`, `.borderless`, a custom style: nothing.
    case none
}

/// A custom shape's `path(in:)`, kept to be called at the size it is drawn at. Two are equal when
/// they come from the same shape type (a frame compares by what it shows, not by closures).
package struct PathMaker: Equatable, @unchecked Sendable {
    package let name: String
    package let make: (CGRect) -> Path

    package static func == (a: PathMaker, b: PathMaker) -> Bool { a.name == b.name }
}
