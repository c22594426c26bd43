import Foundation
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

    /// Colours away from the cube's own shades, checked against the nearest entry found by
    /// `ReferenceOKLab` (Python's `**` gives the same answers, each by a clear margin).
    @Test(arguments: [
        (TerminalColor.rgb(0, 0, 128), TerminalColor.indexed(18), TerminalColor.blue),
        (.rgb(100, 149, 237), .indexed(68), .brightBlue),        // cornflower blue
        (.rgb(255, 105, 180), .indexed(205), .brightMagenta),    // hot pink
        (.rgb(18, 52, 86), .indexed(236), .blue),
        (.rgb(250, 128, 114), .indexed(210), .brightRed),        // salmon
        (.rgb(128, 128, 0), .indexed(100), .brightBlack),        // olive is nearer grey than yellow
    ])
    func knownNearestColors(_ color: TerminalColor, _ in256: TerminalColor, _ in16: TerminalColor) {
        #expect(color.converted(to: .ansi256) == in256)
        #expect(color.converted(to: .ansi16) == in16)
    }

    /// Down-conversion picks the nearest candidate in OKLab: compared, over a grid of RGB
    /// values, with a brute-force search written independently with the C library's `cbrt`
    /// and `pow`. Distances are compared rather than indices, so an exact tie could go
    /// either way without failing.
    @Test func downConversionFindsTheNearestCandidate() {
        let palette = ReferenceOKLab.palette.map(ReferenceOKLab.init)
        var misses: [String] = []
        for red in stride(from: 0, through: 255, by: 15) {
            for green in stride(from: 0, through: 255, by: 15) {
                for blue in stride(from: 0, through: 255, by: 15) {
                    let color = TerminalColor.rgb(UInt8(red), UInt8(green), UInt8(blue))
                    let lab = ReferenceOKLab((red, green, blue))
                    let best256 = (16..<256).map { lab.squaredDistance(to: palette[$0]) }.min()!
                    let best16 = (0..<16).map { lab.squaredDistance(to: palette[$0]) }.min()!
                    guard case .indexed(let index) = color.converted(to: .ansi256),
                          case .ansi(let ansi) = color.converted(to: .ansi16) else {
                        misses.append("\(color): not converted to a palette entry")
                        continue
                    }
                    if index < 16 || lab.squaredDistance(to: palette[Int(index)]) > best256 + 1e-9 {
                        misses.append("\(color) → palette \(index)")
                    }
                    if lab.squaredDistance(to: palette[Int(ansi.rawValue)]) > best16 + 1e-9 {
                        misses.append("\(color) → \(ansi)")
                    }
                }
            }
        }
        #expect(misses == [])
    }

    @Test(arguments: 16..<256)
    func paletteEntriesGoToTheNearestANSIColor(_ index: Int) {
        let palette = ReferenceOKLab.palette.map(ReferenceOKLab.init)
        guard case .ansi(let ansi) = TerminalColor.indexed(UInt8(index)).converted(to: .ansi16) else {
            Issue.record("palette \(index) did not become an ANSI colour")
            return
        }
        let best = (0..<16).map { palette[index].squaredDistance(to: palette[$0]) }.min()!
        #expect(palette[index].squaredDistance(to: palette[Int(ansi.rawValue)]) <= best + 1e-9)
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
        ("#000000", .rgb(0, 0, 0)), ("FFffFF", .rgb(255, 255, 255)), ("#a0B1c2", .rgb(160, 177, 194)),
    ])
    func hex(_ text: String, _ expected: TerminalColor) {
        #expect(TerminalColor(hex: text) == expected)
    }

    @Test(arguments: [
        "", "#fff", "#gg0000", "#ff88000", "ff 800", "#+12345", "+12345", "-12345", "#-1234f",
        "##ff880", "0xff88", "#ff880\u{0}", "#ff880Ｆ",
    ])
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

/// OKLab and xterm's palette computed the textbook way (`pow`, `cbrt`), independently of the
/// module's exactly-rounded version, to check its nearest-colour search against.
struct ReferenceOKLab {
    let lightness, a, b: Double

    init(_ rgb: (Int, Int, Int)) {
        func linear(_ byte: Int) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(rgb.0), g = linear(rgb.1), bl = linear(rgb.2)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl)
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    func squaredDistance(to other: ReferenceOKLab) -> Double {
        let dl = lightness - other.lightness, da = a - other.a, db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// xterm's default palette: its 16 ANSI shades, the 6×6×6 cube, the 24 greys.
    static let palette: [(Int, Int, Int)] = {
        var entries = [
            (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
            (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
            (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
        ]
        let levels = [0, 95, 135, 175, 215, 255]
        for red in levels { for green in levels { for blue in levels { entries.append((red, green, blue)) } } }
        for step in 0..<24 { entries.append((8 + 10 * step, 8 + 10 * step, 8 + 10 * step)) }
        return entries
    }()
}
