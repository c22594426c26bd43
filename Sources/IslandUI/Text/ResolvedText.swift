import Foundation
import TerminalCanvas

/// A text evaluated at an instant in an environment: styled runs ready to lay out, plus the
/// settings that govern wrapping and truncation.
package struct ResolvedText {
    package var layout: TextLayout<Style>
    package var lineLimit: Int?
    package var alignment: TextAlignment
    package var truncationMode: TextTruncationMode
    /// Cells a timer reserves: the widest string it will show over its interval.
    package var reservedWidth: Int
    /// The text as it reads, without styles (a control's name is its label's text).
    package var plainText: String
    /// A gradient the text is written in: each cell takes its colour at its place.
    package var foregroundGradient: GradientPaint?

    /// `text` in upper or lower case.
    static func cased(_ text: String, _ textCase: TextCase?) -> String {
        switch textCase {
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case nil: text
        }
    }

    /// A redacted text (`.redacted(reason: .placeholder)`): every character but spaces a block.
    static func redacted(_ text: String) -> String {
        String(text.map { $0.isWhitespace ? $0 : "▒" })
    }

    init(_ text: Text, environment: EnvironmentValues, cache: TextLayoutCache? = nil) {
        // Made only for a date's text: building a calendar costs more than the rest of a text.
        var calendar: Calendar?
        var runs: [TextRun<Style>] = []
        var reserved = 0
        var plainWidth = 0
        let redacted = environment.redactionReasons.contains(.placeholder)
        for segment in text.segments {
            var string: String
            let textCase = segment.overrides.textCase ?? environment.textCase
                ?? ((segment.overrides.font ?? environment.font)?.isSmallCaps == true ? .uppercase : nil)
            switch segment.content {
            case .verbatim(let verbatim):
                string = Self.cased(verbatim, textCase)
                if redacted { string = Self.redacted(string) }
                plainWidth += string.displayWidth
            case .formatted(let format):
                string = Self.cased(format(environment), textCase)
                if redacted { string = Self.redacted(string) }
                plainWidth += string.displayWidth
            case .timer(let timer):
                string = timer.string(at: environment.date)
                reserved += timer.maximumWidth
            case .date(let date, let style):
                let gregorian = calendar ?? DateText.gregorianCalendar(in: environment.timeZone)
                calendar = gregorian
                string = DateText.localizedString(for: date, style: style, calendar: gregorian, locale: environment.locale)
                    ?? DateText.string(for: date, style: style, now: environment.date, calendar: gregorian)
                reserved += string.displayWidth
            }
            runs.append(TextRun(text: string, attributes: Self.style(segment.overrides, environment)))
        }
        plainText = runs.map(\.text).joined()
        foregroundGradient = text.segments.first?.overrides.style?.paint(in: environment).gradient ?? environment.foregroundGradient
        layout = cache?.layout(for: runs) ?? TextLayout(runs)
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
        truncationMode = environment.truncationMode
        reservedWidth = reserved > 0 ? reserved + plainWidth : 0
    }

    /// Whether `other` answers every proposal with this text's size (`TextMeasurement`), so a
    /// layout made with one holds for the other: the same graphemes under the same limits, or
    /// two timers with the same reservation that both show one line within it (a countdown's
    /// digits change every second; its size does not).
    func sizesAlike(_ other: ResolvedText) -> Bool {
        guard lineLimit == other.lineLimit, truncationMode == other.truncationMode, reservedWidth == other.reservedWidth
        else { return false }
        // Equal arrays that share storage (a layout from the cache) compare at once.
        if layout.graphemes == other.layout.graphemes && layout.paragraphs == other.layout.paragraphs { return true }
        return reservedWidth > 0 && layout.isOneLine(within: reservedWidth) && other.layout.isOneLine(within: reservedWidth)
    }

    /// The terminal style of a run: its own settings over the environment's.
    static func style(_ overrides: TextOverrides, _ environment: EnvironmentValues) -> Style {
        let font = overrides.font ?? environment.font
        let weight = overrides.weight ?? environment.fontWeight
        let color = overrides.style?.paint(in: environment).representative ?? overrides.color ?? environment.foregroundColor ?? .primary
        var style = Style(foreground: color.terminalColor(in: environment.colorScheme) ?? .default)
        style.isBold = overrides.isBold ?? (weight.map { $0 >= .semibold } ?? font?.isBold ?? false)
        style.isDim = weight.map { $0 <= .light } ?? font?.isDim ?? false
        style.isItalic = overrides.isItalic ?? (environment.isItalic || font?.isItalic == true)
        style.isUnderlined = overrides.isUnderlined || environment.isUnderlined
        style.isStruckThrough = overrides.isStruckThrough || environment.isStruckThrough
        if let background = overrides.background?.terminalColor(in: environment.colorScheme) { style.background = background }
        if environment.isLuminanceReduced { style.isDim = true }
        return style
    }
}

/// Sizes text for a proposal, in points.
///
/// Asked its minimum (offered no width at all), text answers its preferred minimum: a timer's
/// reserved width (a timer must not wrap), the last-line ellipsis when it is limited to one
/// line, otherwise its longest word, so that a stack short of space squeezes words onto more
/// lines before it breaks them. Offered a width, text keeps within it, as SwiftUI's does: a word
/// longer than the line is cut between graphemes and goes on on the next line (only a timer
/// keeps its reserved width, and a line is at least one column).
enum TextMeasurement {
    /// How far short of a whole cell an offer may be and still count as that cell: lengths
    /// from the solver come back a few ulps off (1.9999999999999991 columns), and cutting such
    /// an offer down to one column would wrap a word the stack meant to give two.
    static let wholeCellTolerance = 1e-6

    static func preferredMinimumWidth(of text: ResolvedText, lineLimit: Int?) -> Int {
        if text.reservedWidth > 0 { return text.reservedWidth }
        if lineLimit == 1 { return text.layout.minimumWidth(lineLimit: 1) }
        return text.layout.longestWordWidth
    }

    /// The line limit in force: the text's own, and no more lines than the offered height holds
    /// (text offered one row truncates on that row instead of wrapping out of sight).
    static func lineLimit(of text: ResolvedText, height: Double?, metrics: CellMetrics) -> Int? {
        guard let height, height.isFinite else { return text.lineLimit }
        let rows = max(1, Int(min(height / metrics.pointsPerRow + wholeCellTolerance, 100_000).rounded(.down)))
        return min(text.lineLimit ?? rows, rows)
    }

    // The text is read where it is, never copied: a copy retains every array it holds, and a
    // layout pass measures each text a dozen times.
    static func size(of text: borrowing ResolvedText, proposal: ProposedSize, metrics: CellMetrics) -> ViewSize {
        let lineLimit = lineLimit(of: text, height: proposal.height, metrics: metrics)
        let ideal = text.layout.idealSize
        let reservedWidth = text.reservedWidth
        let idealWidth = max(ideal.width, reservedWidth)
        let idealHeight = lineLimit.map { min($0, ideal.height) } ?? ideal.height
        guard let offered = proposal.width else {
            return ViewSize(width: Double(idealWidth) * metrics.pointsPerColumn, height: Double(idealHeight) * metrics.pointsPerRow)
        }
        // Offers beyond the ideal (up to infinity) all mean "your ideal"; converting them to Int
        // first would trap for huge values.
        let columnsOffered = offered / metrics.pointsPerColumn + wholeCellTolerance
        let offeredColumns = columnsOffered.isFinite && columnsOffered < Double(idealWidth)
            ? Int(max(0, columnsOffered.rounded(.down))) : idealWidth
        let minimum = offeredColumns == 0
            ? preferredMinimumWidth(of: text, lineLimit: lineLimit)
            : max(1, reservedWidth)
        let columns = min(max(offeredColumns, minimum), idealWidth)
        if columns == idealWidth {
            // Given its ideal width, text is its ideal size: no need to lay it out.
            return ViewSize(width: Double(idealWidth) * metrics.pointsPerColumn, height: Double(idealHeight) * metrics.pointsPerRow)
        }
        let laidOut = text.layout.size(width: columns, lineLimit: lineLimit, truncationMode: text.truncationMode)
        let width = columns >= reservedWidth && reservedWidth > 0 ? max(laidOut.width, reservedWidth) : laidOut.width
        return ViewSize(width: Double(width) * metrics.pointsPerColumn, height: Double(laidOut.height) * metrics.pointsPerRow)
    }
}

/// Text layouts of recent frames, by their runs: measuring a text's graphemes is the costly part
/// of resolving it, and from one frame to the next almost every text is unchanged.
///
/// It holds at least `capacity` layouts, and twice as many as the most texts one resolution has
/// asked for: a tree of 10,000 texts is measured once, not again every frame because a fixed
/// capacity emptied the cache half-way through it.
package final class TextLayoutCache {
    // Keyed by the runs themselves: the array the text resolved to, with nothing built to look.
    private var layouts: [[TextRun<Style>]: TextLayout<Style>] = [:]
    private let capacity: Int
    /// Texts asked for since the current resolution began, and the most any resolution asked.
    private var askedThisResolution = 0
    private var mostAsked = 0
    /// Texts measured (not found in the cache), for tests.
    package private(set) var measured = 0

    /// Whether layouts are kept at all: not with reuse off (`Reuse`), when every text is measured.
    private let keeps: Bool

    package init(capacity: Int = 1024, keeps: Bool = !Reuse.isOff) {
        self.capacity = capacity
        self.keeps = keeps
    }

    /// Starts resolving a tree.
    func beginResolution() {
        mostAsked = max(mostAsked, askedThisResolution)
        askedThisResolution = 0
    }

    func layout(for runs: [TextRun<Style>]) -> TextLayout<Style> {
        askedThisResolution += 1
        guard keeps else {
            measured += 1
            return TextLayout(runs)
        }
        if let known = layouts[runs] { return known }
        // Dropping everything when full is crude but bounded, and a frame refills it at once.
        if layouts.count >= max(capacity, 2 * max(mostAsked, askedThisResolution)) { layouts.removeAll(keepingCapacity: true) }
        measured += 1
        let layout = TextLayout(runs)
        // A presentation's dozen texts at once: growing from empty hashed every text again at
        // each doubling.
        if layouts.capacity == 0 { layouts.reserveCapacity(32) }
        layouts[runs] = layout
        return layout
    }
}
