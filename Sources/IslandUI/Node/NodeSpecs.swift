import Motion
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

    package var isFlexible: Bool {
        minWidth != nil || idealWidth != nil || maxWidth != nil || minHeight != nil || idealHeight != nil
            || maxHeight != nil
    }
}

/// A shape with its fill or stroke.
package struct ShapeSpec: Equatable {
    package enum Shape: Equatable { case rectangle, roundedRectangle, capsule, circle, containerRelative }
    package var shape: Shape
    package var fill: Color?
    package var stroke: Color?
    /// The colour scheme in force where the shape was declared, which decides its colours.
    package var scheme: ColorScheme = .dark
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
