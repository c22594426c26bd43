import LiveActivity
import ActivityRuntime
import IslandUI

/// The names a view description uses for IslandUI's values: SwiftUI's own spellings
/// (`"headline"`, `"cyan"`, `"topLeading"`), so a description reads like the Swift it stands for.
enum ViewVocabulary {
    /// A fixed set of names, in the order error messages list them.
    struct Names<Value: Sendable>: Sendable {
        let entries: [(name: String, value: Value)]

        var names: [String] { entries.map(\.name) }

        func value(named name: String) -> Value? { entries.first { $0.name == name }?.value }
    }

    /// Font's presets.
    static let fonts = Names<Font>(entries: [
        ("largeTitle", .largeTitle), ("title", .title), ("title2", .title2), ("title3", .title3),
        ("headline", .headline), ("subheadline", .subheadline), ("body", .body), ("callout", .callout),
        ("footnote", .footnote), ("caption", .caption), ("caption2", .caption2),
    ])

    static let weights = Names<Font.Weight>(entries: [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular),
        ("medium", .medium), ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ])

    /// Color's named colours.
    static let colors = Names<Color>(entries: [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray), ("white", .white), ("black", .black),
        ("clear", .clear), ("primary", .primary), ("secondary", .secondary), ("accentColor", .accentColor),
    ])

    /// An `hstack`'s alignments.
    static let verticalAlignments = Names<VerticalAlignment>(entries: [
        ("top", .top), ("center", .center), ("bottom", .bottom),
        ("firstTextBaseline", .firstTextBaseline), ("lastTextBaseline", .lastTextBaseline),
    ])

    /// A `vstack`'s alignments.
    static let horizontalAlignments = Names<HorizontalAlignment>(entries: [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ])

    /// A `zstack`'s and a `frame`'s alignments.
    static let alignments = Names<Alignment>(entries: [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ])

    static let textAlignments = Names<TextAlignment>(entries: [
        ("leading", .leading), ("center", .center), ("trailing", .trailing),
    ])

    static let truncationModes = Names<Text.TruncationMode>(entries: [
        ("head", .head), ("middle", .middle), ("tail", .tail),
    ])

    static let dateStyles = Names<Text.DateStyle>(entries: [
        ("time", .time), ("date", .date), ("relative", .relative), ("offset", .offset), ("timer", .timer),
    ])

    static let progressStyles = Names<Bool>(entries: [("linear", false), ("circular", true)])
}

extension JSONFileNode {
    /// One of a vocabulary's names, with a did-you-mean hint when the name is close to one.
    func named<Value>(_ names: ViewVocabulary.Names<Value>, _ what: String) throws(InputFileError) -> Value {
        let options = JSONFileNode.list(names.names.map(JSONFileNode.quoted), conjunction: "or")
        let text = try string("expected \(what): \(options)")
        if let value = names.value(named: text) { return value }
        if let close = NameSuggestion.closest(to: text, among: names.names) {
            throw InputFileError(file: file, location: path,
                                 reason: "\(JSONFileNode.quoted(text)) is not \(what); did you mean \(JSONFileNode.quoted(close))?")
        }
        throw mismatch("expected \(what): \(options)")
    }
}
