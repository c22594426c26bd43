import Foundation
@testable import LiveActivity
import Testing
import TermIsland

/// Xcode's `#Preview(traits:)` on a view's preview: the layout sizes the snapshot, a landscape
/// orientation turns the phone on its side for what the view reads.
@Suite("#Preview traits")
struct PreviewTraitTests {
    struct Badge: View {
        @Environment(\.deviceOrientation) var orientation
        var body: some View { Text(orientation == .landscape ? "on its side" : "upright").padding(.horizontal, 8) }
    }

    func snapshot(_ traits: PreviewTrait<PreviewViewTraits>...) -> String {
        let site = PreviewSite(fileID: "W/Badge.swift", filePath: "/W/Badge.swift", line: 3)
        let preview: WidgetPreview
        switch traits.count {
        case 0: preview = site.preview("Badge") { Badge() }
        case 1: preview = site.preview("Badge", traits: traits[0]) { Badge() }
        default: preview = site.preview("Badge", traits: traits[0], traits[1]) { Badge() }
        }
        let catalog = PreviewCatalog(previews: [preview], providers: [], widgets: [])
        return PreviewSnapshot(catalog.views[0], device: .iPhone15Pro, deviceInName: false).text
    }

    @Test func sizeThatFitsDrawsTheViewAtItsOwnWidth() {
        #expect(snapshot(.sizeThatFitsLayout) == """
            island snapshot · Badge · view · iPhone 15 Pro · at 0s
            from Badge.swift:3

             upright ¶

            """)
    }

    @Test func fixedLayoutDrawsAtTheSizeGivenInPoints() {
        // 96 × 48 points: 12 columns, 3 rows, the text centred in them.
        #expect(snapshot(.fixedLayout(width: 96, height: 48)) == """
            island snapshot · Badge · view · iPhone 15 Pro · at 0s
            from Badge.swift:3

                        ¶
               upright  ¶
                        ¶

            """)
    }

    @Test func landscapeTurnsThePhoneOnItsSide() {
        #expect(snapshot(.landscapeLeft, .sizeThatFitsLayout) == """
            island snapshot · Badge · view · iPhone 15 Pro · at 0s
            from Badge.swift:3

             on its side ¶

            """)
        #expect(snapshot().contains("upright"))
    }
}
