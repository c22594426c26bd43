import Foundation
import Motion
import Testing
import TerminalCanvas
@testable import IslandUI

/// Every SwiftUI API of the table in docs/IslandUI.md that real Live Activity widgets use, drawn
/// (issue 14, part 2): the whole text grid of each, in `APICases.swift`, reviewed as its terminal
/// meaning. Colours a plain grid cannot show are checked cell by cell in `SwiftUIColourTests`.
@Suite("SwiftUI's API as widgets use it")
struct SwiftUIAPITests {
    static let expected: [String: String] = [
        "minimumScaleFactor": """
             Arriving…
            """,
        "tracking": """
              GATE B12  ¶
            """,
        "GeometryReader": """
            ━━━━━━━━━━
            """,
        "resizable": """
            ░░░░░░
            ░░░░░░
            """,
        "Image(asset)": """
             ▣ ¶
            """,
        "strokeStyle": """
            ╭┄┄┄┄┄┄╮
            ┆      ┆
            ╰┄┄┄┄┄┄╯
            """,
        "strokeBorder": """
            ╭──────╮
            ╰──────╯
            """,
        "backgroundIn": """
             12 min ¶
            """,
        "backgroundMaterial": """
             Paused ¶
            """,
        "contentMargins": """
             Hello
            """,
        "uiColor": """
               label  ¶
            """,
        "colorWhite": """
                ¶
            """,
        "tertiary": """
             Delayed
            """,
        "clipShape": """
             overf
             lowin
             g    ¶
            """,
        "cornerRadius": """
                  ¶
                  ¶
            """,
        "Path": """
             ⣠⠞⠉⠉⠑⢄ ¶
            ⡼⠁    ⠈⢣
            """,
        "customShape": """
             ⢀⣴⣦⡀ ¶
            ⣠⣾⣿⣿⣷⣄
            """,
        "buttonStyle": """
               Skip   ¶
            """,
        "customButtonStyle": """
               Call   ¶
            """,
        "rotationEffect": """
             ✈️
            """,
        "trimRing": """
               ◕  ¶
            """,
        "aspectRatio": """
             ░░░░ ¶
            """,
        "Link": """
              Open map  ¶
            """,
        "offset": """
             ab  ef ¶
            """,
        "position": """
                    ¶
                  x ¶
                    ¶
            """,
        "linearGradient": """
                    ¶
            """,
        "radialGradient": """
                  ¶
                  ¶
            """,
        "angularGradient": """
                  ¶
                  ¶
            """,
        "colorGradient": """
             Blue ¶
            """,
        "shadow": """
             Shadow ¶
            """,
        "accessibilityHidden": """
             ❤️ 72 bpm
            """,
        "accessibilityElement": """
              72 bpm  ¶
            """,
        "AsyncImage": """
             🌄 ¶
            """,
        "uiImage": """
             ▣ ¶
            """,
        "gaugeCircular": """
              70% ◕ ¶
            """,
        "gaugeLinear": """
            Speed       40
            █████▋        ¶
            """,
        "ViewThatFits": """
              5 min ¶
            """,
        "TimelineView": """
             3:05 AM
            """,
        "ViewModifier": """
               Hello  ¶
            """,
        "ProgressViewStyle": """
            25% ██      ¶
            """,
        "textFormat": """
               42%  ¶
            """,
        "labelStyleIconOnly": """
             🚗 ¶
            """,
        "labelStyleTitleOnly": """
             Car
            """,
        "textCase": """
             ON TIME
            """,
        "monospaced": """
             12:05
            """,
        "fontDesign": """
             Round
            """,
        "fontWidthSmallCapsCustom": """
             GATE INFO
            """,
        "imageScale": """
             ⚡
            """,
        "symbolEffect": """
             🔔
            """,
        "symbolRenderingMode": """
             ⛅
            """,
        "symbolVariant": """
             ❤️
            """,
        "privacySensitive": """
             ▒▒▒▒ ▒▒▒▒
            """,
        "invalidatableContent": """
             42 km
            """,
        "redacted": """
            ▒▒▒▒ ▒▒▒▒▒
            """,
        "widgetAccentable": """
             Score
            """,
        "scaleEffect": """
              Big ¶
            """,
        "controlSize": """
               Go   ¶
            """,
        "dynamicTypeSize": """
             Text ¶
            """,
        "allowsTightening": """
             Tight
            """,
        "State": """
             3 left ¶
            """,
    ]

    @Test(arguments: apiCases.map(\.name))
    func drawsAsTheTableSays(_ name: String) throws {
        let item = try #require(apiCases.first { $0.name == name })
        var environment = EnvironmentValues()
        environment.date = Date(timeIntervalSince1970: 3 * 3600 + 5 * 60)
        #expect(render(item.view(), width: item.width, environment: environment) == Self.expected[name])
    }
}
