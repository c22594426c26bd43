/// Collects a Live Activity preview's content states: one a line, `if`, `for`, arrays.
@resultBuilder
public enum PreviewActivityBuilder<State> {
    public static func buildExpression(_ state: State) -> [State] { [state] }
    public static func buildExpression(_ states: [State]) -> [State] { states }
    public static func buildBlock(_ parts: [State]...) -> [State] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [State]?) -> [State] { part ?? [] }
    public static func buildEither(first part: [State]) -> [State] { part }
    public static func buildEither(second part: [State]) -> [State] { part }
    public static func buildArray(_ parts: [[State]]) -> [State] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [State]) -> [State] { part }
}

/// Collects a home-screen widget preview's timeline entries, as `PreviewActivityBuilder` does
/// states.
@resultBuilder
public enum PreviewTimelineBuilder<Entry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildExpression(_ entries: [Entry]) -> [Entry] { entries }
    public static func buildBlock(_ parts: [Entry]...) -> [Entry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Entry]?) -> [Entry] { part ?? [] }
    public static func buildEither(first part: [Entry]) -> [Entry] { part }
    public static func buildEither(second part: [Entry]) -> [Entry] { part }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Entry]) -> [Entry] { part }
}

/// The kind of traits a view's preview takes, as `Preview.ViewTraits` in Xcode.
public enum PreviewViewTraits {}

/// A preview's layout or orientation, as Xcode's. A view's preview is drawn at the Lock Screen
/// presentation's width (`defaultLayout`), at its own ideal size (`sizeThatFitsLayout`), at the
/// size given (`fixedLayout`), and in landscape (`landscapeLeft`, `landscapeRight`) with the
/// phone on its side: `deviceOrientation` landscape in its environment.
public struct PreviewTrait<Kind>: Sendable {
    let name: String
    /// What it says of the preview's layout, if anything.
    package var layout: PreviewLayout?
    /// Whether it holds the phone on its side.
    package var isLandscape = false
}

/// How a view's preview is sized (`PreviewTrait`'s layouts).
package enum PreviewLayout: Hashable, Sendable {
    case lockScreenWidth
    case sizeThatFits
    /// Width and height in points.
    case fixed(width: Double, height: Double)
}

extension PreviewTrait where Kind == PreviewViewTraits {
    public static var defaultLayout: Self { Self(name: "defaultLayout", layout: .lockScreenWidth) }
    public static var sizeThatFitsLayout: Self { Self(name: "sizeThatFitsLayout", layout: .sizeThatFits) }
    public static func fixedLayout(width: Double, height: Double) -> Self {
        Self(name: "fixedLayout", layout: .fixed(width: width, height: height))
    }
    public static var portrait: Self { Self(name: "portrait") }
    public static var portraitUpsideDown: Self { Self(name: "portraitUpsideDown") }
    public static var landscapeLeft: Self { Self(name: "landscapeLeft", isLandscape: true) }
    public static var landscapeRight: Self { Self(name: "landscapeRight", isLandscape: true) }
}
