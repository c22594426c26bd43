import TerminalCanvas

/// Encodes a canvas, or the changes between two, as the bytes a terminal understands.
///
/// Colours are converted to `depth` (see `TerminalColor.converted(to:)`); at `.none` only attributes
/// such as bold are sent. Between cells only what changes is sent: when the style changes the
/// encoder writes whichever is shorter, the attributes and colours that differ or a reset
/// followed by the whole new style. Graphemes need no escaping: every cell holds sanitized text.
///
/// Where a terminal may see a grapheme differently from the canvas, the encoder keeps the
/// difference from spreading along the row:
///
/// - A diff places every run with an absolute cursor position (CUP). Terminals disagree about
///   the width of some graphemes (❤️, 1️⃣ and 🏳️‍🌈 are one column in some), and a relative move
///   after such a grapheme would misplace every later run on its row.
/// - Two cells whose graphemes a clustering terminal could join when printed side by side (a
///   lone 🇺 then a lone 🇦, 👍 then a lone 🏽, a leading jamo then a syllable; see
///   `GraphemeJoining`) are separated by a cursor movement: a CUP to the second cell in a diff,
///   a step left and back (CUB, CUF) in a whole canvas, whose position on the screen is unknown.
///
///     let encoder = ANSIEncoder(depth: .detect(environment: ProcessInfo.processInfo.environment))
///     print(encoder.encode(canvas))                     // the whole canvas, line by line
///     write(encoder.encode(diff(previous, next)))       // only what changed, cursor-addressed
public struct ANSIEncoder: Sendable {
    /// The colour depth to encode for.
    public var depth: ColorDepth
    /// Where the canvas's top-left cell is on the screen (0-based) when encoding a diff.
    /// Negative coordinates count as 0.
    public var origin: Point
    /// Whether a full-repaint diff (the size changed) first clears the screen, so nothing of a
    /// larger previous canvas is left behind. Turn it off when the canvas is not the whole screen.
    public var clearsScreenOnFullRepaint: Bool

    /// An encoder for a terminal of `depth`; see the properties for the rest.
    public init(depth: ColorDepth, origin: Point = .zero, clearsScreenOnFullRepaint: Bool = true) {
        self.depth = depth
        self.origin = origin
        self.clearsScreenOnFullRepaint = clearsScreenOnFullRepaint
    }

    /// The whole canvas for printing where the cursor is: rows separated by `\n`, the style
    /// reset before each line break (so no background bleeds into the next line) and at the end.
    public func encode(_ canvas: Canvas) -> String { String(decoding: bytes(for: canvas), as: UTF8.self) }

    /// The changes in `diff`, each run placed at its absolute position (CUP) offset by
    /// `origin`, starting from a reset and ending with one. A diff without runs encodes as
    /// nothing, unless it is a full repaint that clears the screen: that is still sent.
    public func encode(_ diff: CanvasDiff) -> String { String(decoding: bytes(for: diff), as: UTF8.self) }

    /// `encode(_:)` for a canvas, as UTF-8 bytes.
    public func bytes(for canvas: Canvas) -> [UInt8] {
        var writer = SGRWriter(depth: depth)
        writer.output.reserveCapacity(canvas.cells.count * 2)
        for row in 0..<canvas.height {
            if row > 0 {
                writer.reset()
                writer.output.append(0x0A)
            }
            var joining = GraphemeJoining()
            for cell in canvas.cells(inRow: row) where !cell.isContinuation {
                if joining.mayJoinPrevious(cell.graphemeBits) { writer.stepLeftAndBack() }
                writer.write(cell)
            }
        }
        writer.reset()
        return writer.output
    }

    /// `encode(_:)` for a diff, as UTF-8 bytes.
    public func bytes(for diff: CanvasDiff) -> [UInt8] {
        let clears = diff.isFullRepaint && clearsScreenOnFullRepaint
        // A full repaint to an empty canvas has no runs but must still clear the larger one.
        guard !diff.isEmpty || clears else { return [] }
        var writer = SGRWriter(depth: depth)
        writer.output.reserveCapacity(diff.changedCellCount * 2 + diff.count * 12)
        // The terminal's state is unknown: start from a known one.
        writer.output.append(contentsOf: SGRWriter.resetSequence)
        if clears {
            writer.output.append(contentsOf: [0x1B, 0x5B, 0x32, 0x4A])  // ESC [ 2 J
        }
        let top = max(origin.y, 0), left = max(origin.x, 0)
        for run in diff {
            let row = top.saturatingAdd(run.row)
            var column = left.saturatingAdd(run.column)
            // Always absolute: where the last run really ended depends on the terminal's widths.
            writer.moveTo(row: row, column: column)
            var joining = GraphemeJoining()
            for cell in run.cells where !cell.isContinuation {
                if joining.mayJoinPrevious(cell.graphemeBits) { writer.moveTo(row: row, column: column) }
                writer.write(cell)
                column = column.saturatingAdd(cell.width)
            }
        }
        writer.reset()
        return writer.output
    }
}

/// Writes graphemes and the SGR sequences to change from one style to the next.
///
/// Styles are compared as the packed bits cells keep them in, and the sequences are built in
/// two reusable scratch buffers, so a style change allocates nothing.
struct SGRWriter {
    static let resetSequence: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D]  // ESC [ 0 m

    let depth: ColorDepth
    var output: [UInt8] = []
    /// The style the terminal is in now (already converted to `depth`) and its bits.
    private var current = Style.plain
    private var currentBits: UInt64 = 0
    /// The last cell's unconverted style bits (with its kind of grapheme above them, which
    /// legibility depends on) and their conversion, so a run of same-styled cells converts once.
    private var lastStyleBits: UInt64 = 0
    private var lastConverted = Style.plain
    private var lastConvertedBits: UInt64 = 0
    /// Recent conversions to `depth`, keyed by unconverted style bits: nearest-colour search is
    /// the costliest step, and a screen uses few styles.
    private var conversionCache = [(key: UInt64, converted: UInt64)](repeating: (.max, 0), count: 64)
    /// The parameters of the two candidate sequences for a style change.
    private var incremental: [UInt8] = []
    private var fromReset: [UInt8] = []
    /// Whether conversions are kept, in `conversionCache` and from cell to cell: not with reuse
    /// off (`Reuse`), when every cell's style is converted.
    private let keepsConversions: Bool

    init(depth: ColorDepth) {
        self.depth = depth
        keepsConversions = !Reuse.isOff
    }

    @inline(__always)
    mutating func write(_ cell: Cell) {
        let bits = cell.styleOnlyBits | cell.glyphKindBits
        if bits != lastStyleBits || !keepsConversions {
            lastStyleBits = bits
            do {
                let slot = Int(truncatingIfNeeded: (bits ^ bits >> 29 ^ bits >> 47) & 63)
                if keepsConversions, conversionCache[slot].key == bits {
                    lastConvertedBits = conversionCache[slot].converted
                    lastConverted = Cell(graphemeBits: 0, styleBits: lastConvertedBits).style
                } else {
                    lastConverted = cell.shownStyle(at: depth)
                    lastConvertedBits = Cell.styleBits(lastConverted, width: 0)
                    conversionCache[slot] = (bits, lastConvertedBits)
                }
            }
        }
        if lastConvertedBits != currentBits { change(to: lastConverted, bits: lastConvertedBits) }
        cell.appendGrapheme(to: &output)
    }

    /// Back to the plain style, if not already there.
    mutating func reset() {
        guard currentBits != 0 else { return }
        output.append(contentsOf: Self.resetSequence)
        current = .plain
        currentBits = 0
    }

    /// CUP: 0-based row and column.
    mutating func moveTo(row: Int, column: Int) {
        output.append(0x1B)
        output.append(0x5B)
        Self.appendDecimal(row.saturatingAdd(1), to: &output)
        output.append(0x3B)
        Self.appendDecimal(column.saturatingAdd(1), to: &output)
        output.append(0x48)
    }

    /// CUB then CUF: one column left and back, which moves nothing but tells the terminal that
    /// what is printed next does not continue what was printed before.
    mutating func stepLeftAndBack() {
        output.append(contentsOf: [0x1B, 0x5B, 0x44, 0x1B, 0x5B, 0x43])  // ESC [ D ESC [ C
    }

    /// Sends the shorter of the codes that differ and a reset plus the whole style.
    private mutating func change(to target: Style, bits: UInt64) {
        incremental.removeAll(keepingCapacity: true)
        fromReset.removeAll(keepingCapacity: true)

        let removed = current.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(current.attributes)
        if !removed.isDisjoint(with: [.bold, .dim]) {
            Self.appendCode(22, to: &incremental)  // turns off bold and dim together
            added.formUnion(target.attributes.intersection([.bold, .dim]))
        }
        if removed.contains(.italic) { Self.appendCode(23, to: &incremental) }
        if removed.contains(.underline) { Self.appendCode(24, to: &incremental) }
        if removed.contains(.reverse) { Self.appendCode(27, to: &incremental) }
        if removed.contains(.strikethrough) { Self.appendCode(29, to: &incremental) }
        Self.appendCodes(for: added, to: &incremental)
        if target.foreground != current.foreground { Self.appendCodes(for: target.foreground, base: 30, to: &incremental) }
        if target.background != current.background { Self.appendCodes(for: target.background, base: 40, to: &incremental) }

        Self.appendCode(0, to: &fromReset)
        Self.appendCodes(for: target.attributes, to: &fromReset)
        if target.foreground != .default { Self.appendCodes(for: target.foreground, base: 30, to: &fromReset) }
        if target.background != .default { Self.appendCodes(for: target.background, base: 40, to: &fromReset) }

        output.append(0x1B)
        output.append(0x5B)
        output.append(contentsOf: incremental.count <= fromReset.count ? incremental : fromReset)
        output.append(0x6D)
        current = target
        currentBits = bits
    }

    private static func appendCodes(for attributes: TextAttributes, to buffer: inout [UInt8]) {
        if attributes.contains(.bold) { appendCode(1, to: &buffer) }
        if attributes.contains(.dim) { appendCode(2, to: &buffer) }
        if attributes.contains(.italic) { appendCode(3, to: &buffer) }
        if attributes.contains(.underline) { appendCode(4, to: &buffer) }
        if attributes.contains(.reverse) { appendCode(7, to: &buffer) }
        if attributes.contains(.strikethrough) { appendCode(9, to: &buffer) }
    }

    /// SGR codes for a colour; `base` is 30 for the foreground, 40 for the background.
    private static func appendCodes(for color: TerminalColor, base: Int, to buffer: inout [UInt8]) {
        switch color {
        case .default: appendCode(base + 9, to: &buffer)
        case .ansi(let ansi):
            let index = Int(ansi.rawValue)
            appendCode(index < 8 ? base + index : base + 60 + index - 8, to: &buffer)
        case .indexed(let index):
            appendCode(base + 8, to: &buffer)
            appendCode(5, to: &buffer)
            appendCode(Int(index), to: &buffer)
        case .rgb(let red, let green, let blue):
            appendCode(base + 8, to: &buffer)
            appendCode(2, to: &buffer)
            appendCode(Int(red), to: &buffer)
            appendCode(Int(green), to: &buffer)
            appendCode(Int(blue), to: &buffer)
        }
    }

    /// Appends one SGR parameter, after a `;` unless it is the first.
    private static func appendCode(_ code: Int, to buffer: inout [UInt8]) {
        if !buffer.isEmpty { buffer.append(0x3B) }
        appendDecimal(code, to: &buffer)
    }

    private static func appendDecimal(_ value: Int, to buffer: inout [UInt8]) {
        // Every SGR parameter is under 256: the common cases need no loop.
        if value >= 0 && value < 10 {
            buffer.append(UInt8(0x30 + value))
            return
        }
        if value >= 10 && value < 100 {
            buffer.append(UInt8(0x30 + value / 10))
            buffer.append(UInt8(0x30 + value % 10))
            return
        }
        let value = max(value, 0)
        var divisor = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            buffer.append(UInt8(0x30 + value / divisor % 10))
            divisor /= 10
        }
    }
}
