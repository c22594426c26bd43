import LiveActivity

/// One part of a program's previews that runs the user's code and can fail alone: a
/// `#Preview`, a `PreviewProvider`'s `previews`, or a widget's placeholder. A process that
/// evaluates them (PreviewIsolation's child) and the one that shows them list the same units in
/// the same order, so a unit is known to both by its index.
public enum PreviewUnit {
    case preview(PreviewRecord)
    case provider(any PreviewProvider.Type)
    case placeholder(any Widget)

    /// Every unit of this program with `widgets`: previews in file and line order, providers
    /// in link order, then each widget's placeholder.
    public static func all(widgets: [any Widget]) -> [PreviewUnit] {
        PreviewRecord.all.map(PreviewUnit.preview) + PreviewProviders.linked.map(PreviewUnit.provider)
            + widgets.map(PreviewUnit.placeholder)
    }

    /// How a user knows it: the preview's name (or "File.swift:42"), the provider's or the
    /// widget's type name.
    public var title: String {
        switch self {
        case .preview(let record): record.title
        case .provider(let type): String(describing: type)
        case .placeholder(let widget): String(describing: Swift.type(of: widget))
        }
    }

    /// What this unit alone draws, made now (the user's code runs).
    public func catalog(widgets: [any Widget]) -> PreviewCatalog {
        switch self {
        case .preview(let record): PreviewCatalog(previews: [record.preview()], providers: [], widgets: [])
        case .provider(let type): PreviewCatalog(previews: [], providers: [type], widgets: widgets, drawsPlaceholders: false)
        case .placeholder(let widget): PreviewCatalog(previews: [], providers: [], widgets: [widget])
        }
    }
}
