import Testing
import TerminalCanvas

@Suite struct ColorDepthTests {
    @Test(arguments: [
        ([:], ColorDepth.none),
        (["TERM": "dumb"], .none),
        (["TERM": "xterm"], .ansi16),
        (["TERM": "linux"], .ansi16),
        (["TERM": "vt100"], .none),
        (["TERM": "vt220-8bit"], .none),
        (["TERM": "vte"], .ansi16),                                // GNOME's VTE is not a DEC VT
        (["TERM": "vte-256color"], .ansi256),
        (["TERM": "vtnt"], .ansi16),
        (["TERM": "xterm-256color"], .ansi256),
        (["TERM": "screen-256color"], .ansi256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "xterm-direct"], .trueColor),
        (["TERM": "xterm-kitty"], .trueColor),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .ansi256),   // empty NO_COLOR does not count
        (["TERM": "dumb", "FORCE_COLOR": "3"], .trueColor),
        (["TERM": "xterm-256color", "FORCE_COLOR": "0"], .none),
        (["FORCE_COLOR": "1", "NO_COLOR": "yes"], .none),         // NO_COLOR wins
    ])
    func detect(_ environment: [String: String], _ expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }

    @Test func depthsAreOrderedByColorCount() {
        #expect(ColorDepth.allCases == ColorDepth.allCases.sorted())
        #expect(ColorDepth.none < .ansi16 && .ansi16 < .ansi256 && .ansi256 < .trueColor)
    }
}
