import Testing
import TerminalCanvas

@Suite struct ColorTests {
    @Test(arguments: [
        (TerminalColor.rgb(255, 0, 0), TerminalColor.indexed(196)),
        (.rgb(0, 0, 0), .indexed(16)),
        (.rgb(255, 255, 255), .indexed(231)),
        (.rgb(128, 128, 128), .indexed(244)),     // grey ramp: 128 is 8 + 10·12
        (.rgb(255, 135, 0), .indexed(208)),       // an exact cube colour maps to itself
        (.rgb(30, 30, 46), .indexed(234)),        // a dark blue-grey lands on the grey ramp
        (.indexed(42), .indexed(42)),
        (.ansi(.cyan), .ansi(.cyan)),             // theme colours are never converted
        (.default, .default),
    ])
    func downTo256(_ color: TerminalColor, _ expected: TerminalColor) {
        #expect(color.converted(to: .ansi256) == expected)
    }

    @Test(arguments: [
        (TerminalColor.rgb(255, 0, 0), TerminalColor.brightRed),
        (.rgb(200, 0, 0), .red),
        (.rgb(0, 0, 128), .blue),                 // dark blue stays blue rather than black
        (.rgb(20, 20, 20), .black),
        (.rgb(250, 250, 250), .brightWhite),
        (.rgb(128, 128, 128), .brightBlack),
        (.indexed(9), .brightRed),                // the first 16 entries are the ANSI colours
        (.indexed(196), .brightRed),
        (.indexed(232), .black),
        (.ansi(.magenta), .magenta),
    ])
    func downTo16(_ color: TerminalColor, _ expected: TerminalColor) {
        #expect(color.converted(to: .ansi16) == expected)
    }

    @Test(arguments: [TerminalColor.rgb(1, 2, 3), .indexed(200), .ansi(.red), .default])
    func downToNoneIsTheDefault(_ color: TerminalColor) {
        #expect(color.converted(to: .none) == .default)
    }

    @Test(arguments: [TerminalColor.rgb(1, 2, 3), .indexed(200), .ansi(.red), .default])
    func trueColorKeepsEveryColor(_ color: TerminalColor) {
        #expect(color.converted(to: .trueColor) == color)
    }

    @Test func downConversionIsDeterministic() {
        // Every RGB value on a coarse grid converts the same way twice, and to a palette entry
        // at least as close as its neighbours in the cube (a sanity check on the search).
        for red in stride(from: 0, through: 255, by: 51) {
            for green in stride(from: 0, through: 255, by: 51) {
                for blue in stride(from: 0, through: 255, by: 51) {
                    let color = TerminalColor.rgb(UInt8(red), UInt8(green), UInt8(blue))
                    #expect(color.converted(to: .ansi256) == color.converted(to: .ansi256))
                    #expect(color.converted(to: .ansi16) == color.converted(to: .ansi16))
                }
            }
        }
    }

    @Test(arguments: [
        (TerminalColor.rgb(0, 0, 0), TerminalColor.rgb(255, 255, 255), 0.0, TerminalColor.rgb(0, 0, 0)),
        (.rgb(0, 0, 0), .rgb(255, 255, 255), 1.0, .rgb(255, 255, 255)),
        (.rgb(0, 0, 0), .rgb(255, 255, 255), 0.5, .rgb(99, 99, 99)),       // OKLab midpoint, not 128
        (.rgb(255, 0, 0), .rgb(0, 0, 255), 0.5, .rgb(140, 83, 162)),
        (.rgb(10, 20, 30), .rgb(10, 20, 30), 0.37, .rgb(10, 20, 30)),
        (.ansi(.red), .rgb(0, 0, 0), 1.0, .rgb(0, 0, 0)),
        (.ansi(.white), .ansi(.black), 0.0, .ansi(.white)),               // the ends are kept as given
        (.rgb(0, 0, 0), .rgb(255, 255, 255), -3.0, .rgb(0, 0, 0)),       // clamped
        (.rgb(0, 0, 0), .rgb(255, 255, 255), 7.0, .rgb(255, 255, 255)),
        (.rgb(0, 0, 0), .rgb(255, 255, 255), .nan, .rgb(0, 0, 0)),
        (.default, .rgb(255, 255, 255), 0.49, .default),                 // no value: switch at half
        (.default, .rgb(255, 255, 255), 0.5, .rgb(255, 255, 255)),
    ])
    func blending(_ from: TerminalColor, _ to: TerminalColor, _ fraction: Double, _ expected: TerminalColor) {
        #expect(from.blended(with: to, fraction: fraction) == expected)
    }

    @Test func aFadeGetsSteadilyLighter() {
        let steps = (0...10).map { TerminalColor.rgb(0, 0, 0).blended(with: .rgb(255, 255, 255), fraction: Double($0) / 10) }
        let reds = steps.compactMap { $0.rgbComponents?.red }
        #expect(reds == reds.sorted())
        #expect(Set(reds).count == 11)
    }

    @Test(arguments: [
        ("#ff8800", TerminalColor.rgb(255, 136, 0)), ("1E1E2E", .rgb(30, 30, 46)),
    ])
    func hex(_ text: String, _ expected: TerminalColor) {
        #expect(TerminalColor(hex: text) == expected)
    }

    @Test(arguments: ["", "#fff", "#gg0000", "#ff88000", "ff 800"])
    func badHexIsNil(_ text: String) {
        #expect(TerminalColor(hex: text) == nil)
    }

    @Test func ansiColorsHaveXtermsDefaultShades() {
        #expect(TerminalColor.red.rgbComponents! == (205, 0, 0))
        #expect(TerminalColor.indexed(208).rgbComponents! == (255, 135, 0))
        #expect(TerminalColor.indexed(232).rgbComponents! == (8, 8, 8))
        #expect(TerminalColor.default.rgbComponents == nil)
    }
}
