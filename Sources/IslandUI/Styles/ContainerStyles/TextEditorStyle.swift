// TextEditorStyle (iOS 17): accepted with Apple's names so that an app screen's editor compiles;
// a `TextEditor` is drawn as its text in every style (docs/IslandUI.md, "Accepted without effect").

/// How `TextEditor` views are drawn, as SwiftUI's `TextEditorStyle`.
public protocol TextEditorStyle {
    associatedtype Body: View
    typealias Configuration = TextEditorStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a text editor style is given, as SwiftUI's `TextEditorStyleConfiguration`.
public struct TextEditorStyleConfiguration {}

/// The platform's editor.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

/// An editor with no decoration.
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle { public static var automatic: AutomaticTextEditorStyle { .init() } }
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { .init() } }

extension View {
    /// The style of the text editors inside: each draws its text as it is.
    public func textEditorStyle(_ style: some TextEditorStyle) -> ModifiedView { modifyingEnvironment { _ in } }
}
