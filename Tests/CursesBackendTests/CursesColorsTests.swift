import Testing
import TerminalCanvas
@testable import CursesBackend

/// The colour depth follows terminfo and NO_COLOR, and colours are converted with the canvas's
/// own conversion before they become ncurses colour numbers.
@Suite struct CursesColorsTests {
    @Test(arguments: [
        (256, false, true, [String: String](), CursesColors.ansi256),
        (1 << 24, true, true, [:], .direct),
        (16, false, true, [:], .ansi16),
        (8, false, true, [:], .ansi8),                                   // TERM=xterm
        (256, false, true, ["NO_COLOR": "1"], .none),
        (256, false, true, ["NO_COLOR": ""], .ansi256),                  // empty: not set
        (-1, false, false, [:], .none),                                  // TERM=dumb, vt100
        (256, false, true, ["COLORTERM": "truecolor"], .ansi256),        // terminfo decides what ncurses can send
    ])
    func depth(_ colors: Int, _ hasRGB: Bool, _ canSet: Bool, _ environment: [String: String], _ expected: CursesColors) {
        #expect(CursesColors.choose(colors: colors, hasRGB: hasRGB, canSetForeground: canSet, environment: environment) == expected)
    }

    @Test func numbersAtEachDepth() {
        let orange = TerminalColor.rgb(255, 136, 0)
        #expect(CursesColors.direct.number(for: orange) == 0xFF8800)
        #expect(CursesColors.direct.number(for: .rgb(0, 0, 0)) == 8)          // 0–7 are ANSI there
        #expect(CursesColors.direct.number(for: .red) == 1)
        #expect(CursesColors.direct.number(for: .brightRed) == 0xFF0000)
        #expect(CursesColors.ansi256.number(for: orange) == Int32(orange.converted(to: .ansi256).indexValue!))
        #expect(CursesColors.ansi256.number(for: .brightRed) == 9)
        #expect(CursesColors.ansi16.number(for: .indexed(196)) == 9)
        #expect(CursesColors.ansi8.number(for: .brightRed) == 1)
        #expect(CursesColors.ansi8.number(for: orange) == Int32(orange.converted(to: .ansi16).indexValue!) % 8)
        #expect(CursesColors.none.number(for: orange) == -1)
        #expect(CursesColors.ansi256.number(for: .default) == -1)
    }
}

extension TerminalColor {
    var indexValue: UInt8? {
        switch self {
        case .ansi(let color): return color.rawValue
        case .indexed(let index): return index
        default: return nil
        }
    }
}
