// TextFieldStyle: accepted with Apple's names so that a widget bundle's app screens compile; the
// view is drawn in its default style (docs/IslandUI.md, "Accepted without effect").

/// How TextField views are drawn, as SwiftUI's `TextFieldStyle`: accepted; a Live Activity shows none.
public protocol TextFieldStyle {}

public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }
