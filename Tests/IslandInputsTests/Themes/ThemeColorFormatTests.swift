@testable import ActivityRuntime
@testable import IslandInputs
@testable import LiveActivity
import TerminalCanvas
import Testing

struct ThemeColorFormatTests {
    @Test(arguments: [
        ("#1C1C1E", TerminalColor.rgb(0x1C, 0x1C, 0x1E)),
        ("#ff8800", .rgb(255, 136, 0)),
        ("default", .default),
        ("red", .red),
        ("brightBlue", .brightBlue),
        ("brightWhite", .brightWhite),
        ("indexed:0", .indexed(0)),
        ("indexed:236", .indexed(236)),
        ("indexed:255", .indexed(255)),
    ])
    func parses(_ text: String, _ color: TerminalColor) throws {
        #expect(try ThemeColorFormat.color(from: text) == color)
    }

    @Test(arguments: [
        "blu", "Red", "BrightBlue", "bright-blue", "1C1C1E", "#1C1C1", "#1C1C1EE", "#GGGGGG", "#+12345",
        "indexed:", "indexed:x", "indexed:-1", "indexed: 12", "Default", "", "rgb(1,2,3)",
    ])
    func rejects(_ text: String) {
        #expect(throws: ThemeColorFormat.Problem.unrecognized) { try ThemeColorFormat.color(from: text) }
    }

    @Test(arguments: ["indexed:256", "indexed:1000", "indexed:99999999999999999999999"])
    func rejectsPaletteIndexesPast255(_ text: String) {
        #expect(throws: ThemeColorFormat.Problem.paletteIndexOutOfRange) { try ThemeColorFormat.color(from: text) }
    }

    @Test func everyColourRoundTrips() throws {
        let colors: [TerminalColor] = [.default, .rgb(0, 0, 0), .rgb(255, 9, 171), .indexed(0), .indexed(255)]
            + ANSIColor.allCases.map(TerminalColor.ansi)
        for color in colors {
            #expect(try ThemeColorFormat.color(from: ThemeColorFormat.string(for: color)) == color)
        }
        #expect(ThemeColorFormat.string(for: .rgb(28, 28, 30)) == "#1C1C1E")
        #expect(ThemeColorFormat.string(for: .brightBlue) == "brightBlue")
        #expect(ThemeColorFormat.string(for: .indexed(7)) == "indexed:7")
    }
}
