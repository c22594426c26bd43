import CNcursesw
import TerminalCanvas

/// A cell's style as the terminal is sent it: the attributes ncurses draws (bold, dim, italic,
/// underline, reverse; struck-through cells are placed by hand) and the colour numbers of its
/// pair, -1 for the terminal's default.
///
/// One conversion for both ways of painting: the painter turns it into ncurses's attributes and
/// a colour pair, the backend's own full repaint into SGR sequences (`StyleSequences`).
struct DrawnStyle: Hashable {
    var attributes: TextAttributes
    var foreground: Int32
    var background: Int32

    /// No attributes, the default colours: the cleared screen's style.
    static let plain = DrawnStyle(attributes: [], foreground: -1, background: -1)

    /// The attributes ncurses has.
    static let cursesAttributes: TextAttributes = [.bold, .dim, .italic, .underline, .reverse]

    init(attributes: TextAttributes, foreground: Int32, background: Int32) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
    }

    /// `style` (already as the terminal shows it, `Cell.shownStyle(at:)`) with the colours
    /// `colors` gives it.
    init(_ style: Style, colors: CursesColors) {
        self.init(attributes: style.attributes.intersection(Self.cursesAttributes),
                  foreground: colors.number(for: style.foreground), background: colors.number(for: style.background))
    }

    /// The same attributes in the default colours: what a cell of colour pair 0 shows (a pair
    /// that could not be had is drawn so; `ColorPairCache`).
    var inDefaultColors: DrawnStyle {
        DrawnStyle(attributes: attributes, foreground: -1, background: -1)
    }

    /// ncurses's attribute bits.
    var cursesAttributes: attr_t {
        var bits = termisland_a_normal()
        if attributes.contains(.bold) { bits |= termisland_a_bold() }
        if attributes.contains(.dim) { bits |= termisland_a_dim() }
        if attributes.contains(.italic) { bits |= termisland_a_italic() }
        if attributes.contains(.underline) { bits |= termisland_a_underline() }
        if attributes.contains(.reverse) { bits |= termisland_a_reverse() }
        return bits
    }

    /// Whether a blank in this style looks like an erased cell once the terminal's current
    /// style is this one: no attribute that shows on a blank (underline, reverse), and a
    /// background that erasing fills (the default, or any with `bce`). ncurses's
    /// `can_clear_with` asks the same.
    func isErasable(erasesInBackground: Bool) -> Bool {
        attributes.isDisjoint(with: [.underline, .reverse]) && (background == -1 || erasesInBackground)
    }
}
