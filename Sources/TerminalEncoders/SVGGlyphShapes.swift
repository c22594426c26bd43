import TerminalCanvas

/// The glyphs the SVG encoder draws as shapes instead of text: box-drawing lines and block
/// elements. A font draws them to its own line height, which is not the picture's row height,
/// so as text they would leave gaps between rows; as shapes they fill their cells exactly.
enum SVGGlyphShapes {
    /// A box-drawing character as lines from the cell's centre to the middle of its edges.
    ///
    ///         up
    ///          │
    ///     left─┼─right      ┌  is down + right, ├ is up + down + right
    ///          │
    ///        down
    struct Line: Hashable {
        /// The edges the lines reach, a bit each: `up`, `down`, `left`, `right`.
        var arms: UInt8
        var weight: Weight
        /// Whether a corner is an arc (`╭╮╰╯`) rather than a right angle.
        var isRounded = false

        static let up: UInt8 = 1, down: UInt8 = 2, left: UInt8 = 4, right: UInt8 = 8

        enum Weight { case light, heavy, double }

        /// Whether the glyph is a corner: one horizontal and one vertical arm.
        var isCorner: Bool {
            let horizontal = arms & (Self.left | Self.right), vertical = arms & (Self.up | Self.down)
            return horizontal.nonzeroBitCount == 1 && vertical.nonzeroBitCount == 1
        }
    }

    /// The line glyph for a single scalar, or nil if it is drawn as text.
    static func line(_ scalar: UInt32) -> Line? { lines[scalar] }

    private static let lines: [UInt32: Line] = {
        let (u, d, l, r) = (Line.up, Line.down, Line.left, Line.right)
        var table: [UInt32: Line] = [:]
        let light: [(UInt32, UInt8)] = [
            (0x2500, l | r), (0x2502, u | d), (0x250C, d | r), (0x2510, d | l), (0x2514, u | r), (0x2518, u | l),
            (0x251C, u | d | r), (0x2524, u | d | l), (0x252C, d | l | r), (0x2534, u | l | r), (0x253C, u | d | l | r),
            (0x2574, l), (0x2575, u), (0x2576, r), (0x2577, d),
        ]
        let heavy: [(UInt32, UInt8)] = [
            (0x2501, l | r), (0x2503, u | d), (0x250F, d | r), (0x2513, d | l), (0x2517, u | r), (0x251B, u | l),
            (0x2523, u | d | r), (0x252B, u | d | l), (0x2533, d | l | r), (0x253B, u | l | r), (0x254B, u | d | l | r),
            (0x2578, l), (0x2579, u), (0x257A, r), (0x257B, d),
        ]
        let double: [(UInt32, UInt8)] = [
            (0x2550, l | r), (0x2551, u | d), (0x2554, d | r), (0x2557, d | l), (0x255A, u | r), (0x255D, u | l),
        ]
        for (scalar, arms) in light { table[scalar] = Line(arms: arms, weight: .light) }
        for (scalar, arms) in heavy { table[scalar] = Line(arms: arms, weight: .heavy) }
        for (scalar, arms) in double { table[scalar] = Line(arms: arms, weight: .double) }
        for (scalar, arms) in [(UInt32(0x256D), d | r), (0x256E, d | l), (0x256F, u | l), (0x2570, u | r)] {
            table[scalar] = Line(arms: arms, weight: .light, isRounded: true)
        }
        return table
    }()

    /// A block element as rectangles in eighths of the cell, `x` from the left and `y` from the
    /// top (0…8), and the opacity the shades `░▒▓` are drawn with.
    ///
    ///     ▌ (0,0)-(4,8)   ▄ (0,4)-(8,8)   ▎ (0,0)-(2,8)   ▚ (0,0)-(4,4) and (4,4)-(8,8)
    struct Block: Hashable {
        var rects: [Rect8]
        var opacity = 1.0

        struct Rect8: Hashable {
            var x0: Int, y0: Int, x1: Int, y1: Int
        }
    }

    /// The block for a single scalar, or nil if it is drawn as text.
    static func block(_ scalar: UInt32) -> Block? {
        typealias R = Block.Rect8
        let full = R(x0: 0, y0: 0, x1: 8, y1: 8)
        let upperLeft = R(x0: 0, y0: 0, x1: 4, y1: 4), upperRight = R(x0: 4, y0: 0, x1: 8, y1: 4)
        let lowerLeft = R(x0: 0, y0: 4, x1: 4, y1: 8), lowerRight = R(x0: 4, y0: 4, x1: 8, y1: 8)
        switch scalar {
        case 0x2580: return Block(rects: [R(x0: 0, y0: 0, x1: 8, y1: 4)])                         // ▀
        case 0x2581...0x2588: return Block(rects: [R(x0: 0, y0: 8 - Int(scalar - 0x2580), x1: 8, y1: 8)])  // ▁…█
        case 0x2589...0x258F: return Block(rects: [R(x0: 0, y0: 0, x1: 8 - Int(scalar - 0x2588), y1: 8)])  // ▉…▏
        case 0x2590: return Block(rects: [R(x0: 4, y0: 0, x1: 8, y1: 8)])                         // ▐
        case 0x2591...0x2593: return Block(rects: [full], opacity: Double(scalar - 0x2590) / 4)    // ░▒▓
        case 0x2594: return Block(rects: [R(x0: 0, y0: 0, x1: 8, y1: 1)])                         // ▔
        case 0x2595: return Block(rects: [R(x0: 7, y0: 0, x1: 8, y1: 8)])                         // ▕
        case 0x2596: return Block(rects: [lowerLeft])
        case 0x2597: return Block(rects: [lowerRight])
        case 0x2598: return Block(rects: [upperLeft])
        case 0x2599: return Block(rects: [upperLeft, lowerLeft, lowerRight])
        case 0x259A: return Block(rects: [upperLeft, lowerRight])
        case 0x259B: return Block(rects: [upperLeft, upperRight, lowerLeft])
        case 0x259C: return Block(rects: [upperLeft, upperRight, lowerRight])
        case 0x259D: return Block(rects: [upperRight])
        case 0x259E: return Block(rects: [upperRight, lowerLeft])
        case 0x259F: return Block(rects: [upperRight, lowerLeft, lowerRight])
        default: return nil
        }
    }
}
