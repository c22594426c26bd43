@testable import IslandUI
import Testing

extension SwiftUIColourTests {
    /// Apple's system colours in each scheme, as the Human Interface Guidelines' colour table
    /// lists them (sRGB, 0–255): every entry pinned, light then dark.
    @Test func systemColoursAreApplesInEachScheme() {
        let table: [(SystemColor, light: (UInt8, UInt8, UInt8), dark: (UInt8, UInt8, UInt8))] = [
            (.red, (255, 59, 48), (255, 69, 58)), (.orange, (255, 149, 0), (255, 159, 10)),
            (.yellow, (255, 204, 0), (255, 214, 10)), (.green, (52, 199, 89), (48, 209, 88)),
            (.mint, (0, 199, 190), (99, 230, 226)), (.teal, (48, 176, 199), (64, 200, 224)),
            (.cyan, (50, 173, 230), (100, 210, 255)), (.blue, (0, 122, 255), (10, 132, 255)),
            (.indigo, (88, 86, 214), (94, 92, 230)), (.purple, (175, 82, 222), (191, 90, 242)),
            (.pink, (255, 45, 85), (255, 55, 95)), (.brown, (162, 132, 94), (172, 142, 104)),
            (.gray, (142, 142, 147), (142, 142, 147)),
            (.gray2, (174, 174, 178), (99, 99, 102)), (.gray3, (199, 199, 204), (72, 72, 74)),
            (.gray4, (209, 209, 214), (58, 58, 60)), (.gray5, (229, 229, 234), (44, 44, 46)),
            (.gray6, (242, 242, 247), (28, 28, 30)), (.label, (60, 60, 67), (235, 235, 245)),
            (.systemBackground, (255, 255, 255), (0, 0, 0)), (.systemGroupedBackground, (242, 242, 247), (0, 0, 0)),
            (.secondarySystemBackground, (242, 242, 247), (28, 28, 30)),
            (.tertiarySystemBackground, (255, 255, 255), (44, 44, 46)),
            (.secondarySystemGroupedBackground, (255, 255, 255), (28, 28, 30)),
            (.tertiarySystemGroupedBackground, (242, 242, 247), (44, 44, 46)),
            (.separator, (60, 60, 67), (84, 84, 88)), (.systemFill, (120, 120, 128), (120, 120, 128)),
            (.white, (255, 255, 255), (255, 255, 255)), (.black, (0, 0, 0), (0, 0, 0)),
        ]
        for (color, light, dark) in table {
            #expect(Color(value: .system(color)).terminalColor(in: .light) == .rgb(light.0, light.1, light.2), "\(color) light")
            #expect(Color(value: .system(color)).terminalColor(in: .dark) == .rgb(dark.0, dark.1, dark.2), "\(color) dark")
        }
        #expect(Color.secondary.terminalColor(in: .light) == .rgb(110, 110, 115))
        #expect(Color.secondary.terminalColor(in: .dark) == .rgb(152, 152, 157))
        #expect(Color.primary.terminalColor(in: .dark) == .default)
    }
}
