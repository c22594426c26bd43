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
