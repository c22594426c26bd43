// Modifiers that flow down to every text and symbol in a subtree, through the environment.

extension View {
    /// The font of the text in this view (a terminal shows weight and emphasis, not sizes).
    public func font(_ font: Font?) -> ModifiedView {
        modifyingEnvironment { $0.font = font }
    }

    public func fontWeight(_ weight: Font.Weight?) -> ModifiedView {
        modifyingEnvironment { $0.fontWeight = weight }
    }

    public func bold(_ isActive: Bool = true) -> ModifiedView {
        modifyingEnvironment { if isActive { $0.fontWeight = .bold } }
    }

    public func italic(_ isActive: Bool = true) -> ModifiedView {
        modifyingEnvironment { if isActive { $0.isItalic = true } }
    }

    public func foregroundColor(_ color: Color?) -> ModifiedView {
        modifyingEnvironment { $0.foregroundColor = color }
    }

    /// SwiftUI's `foregroundStyle` with a colour (the overload Live Activities use).
    public func foregroundStyle(_ color: Color) -> ModifiedView {
        modifyingEnvironment { $0.foregroundColor = color }
    }

    /// The accent of controls and progress views in this view.
    public func tint(_ color: Color?) -> ModifiedView {
        modifyingEnvironment { $0.tint = color }
    }

    /// Terminal digits are always monospaced; this keeps timer text from changing width too.
    public func monospacedDigit() -> ModifiedView {
        modifyingEnvironment { $0.isMonospacedDigit = true }
    }

    /// At most `limit` lines of text; what does not fit ends in "…".
    public func lineLimit(_ limit: Int?) -> ModifiedView {
        modifyingEnvironment { $0.lineLimit = limit.map { max($0, 1) } }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedView {
        modifyingEnvironment { $0.multilineTextAlignment = alignment }
    }

    /// Where "…" goes when text is truncated.
    public func truncationMode(_ mode: Text.TruncationMode) -> ModifiedView {
        modifyingEnvironment { $0.truncationMode = mode }
    }

    /// Sets any environment value for this view's subtree.
    public func environment<Value: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable, _ value: Value) -> ModifiedView {
        modifyingEnvironment { $0[keyPath: keyPath] = value }
    }
}

extension View {
    /// Underlines the text in this view (the pattern is a terminal's one underline).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedView {
        modifyingEnvironment { if isActive { $0.isUnderlined = true } }
    }

    /// Strikes through the text in this view.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> ModifiedView {
        modifyingEnvironment { if isActive { $0.isStruckThrough = true } }
    }

    /// At most `limit` lines; with `reservesSpace`, the text takes the height of `limit` lines
    /// even when it has fewer (a terminal's lines are rows), as SwiftUI reserves it.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedView {
        modifyingEnvironment { $0.lineLimit = max(limit, 1) }
    }

    /// Changes one environment value in place for this view's subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> ModifiedView {
        // The environment's changes are @Sendable; the key path and closure are the caller's,
        // run on the thread that resolves the view, as every modifier's change is.
        nonisolated(unsafe) let keyPath = keyPath
        nonisolated(unsafe) let transform = transform
        return modifyingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// The colour scheme of this view's subtree, as SwiftUI's older `colorScheme(_:)`.
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedView {
        modifyingEnvironment { $0.colorScheme = colorScheme }
    }
}

/// A view that is drawn again only when it changes, as SwiftUI's `EquatableView`: TermIsland
/// resolves a changed activity's tree whole, so the comparison is accepted and not needed.
public struct EquatableView<Content: View & Equatable>: View {
    public var content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    /// This view, drawn again only when it changes.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
