import Foundation
import Testing
import TermIsland

// Apple's limits are in points and the layout's sums of points carry rounding residue: a
// presentation exactly at its limit can measure a few thousandths over it. The checks give each
// limit a small tolerance (0.005 pt for heights, 0.01 pt for an image's frame), so residue never
// warns and anything past it does. These pin both sides of each tolerance.

private struct TallAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable { var points: Double }
}

/// Every presentation draws one block `points` tall.
private struct TallWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TallAttributes.self) { context in
            Color.red.frame(width: 10, height: context.state.points)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Color.red.frame(width: 10, height: context.state.points) }
            } compactLeading: { Color.red.frame(width: 10, height: context.state.points) }
              compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

/// One image framed `width` × `height` points in every presentation.
private struct FramedImageWidget: Widget {
    var width: Double = 0, height: Double = 0
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: TallAttributes.self) { _ in
            Image(systemName: "star").frame(width: width, height: height)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Image(systemName: "star").frame(width: width, height: height) }
            } compactLeading: { Image(systemName: "star").frame(width: width, height: height) }
              compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

@Suite("Apple's limits in points, at their tolerance's edge")
struct LimitToleranceTests {
    let renderer = PresentationRenderer(device: .iPhone15Pro)

    private func tooTall(_ points: Double, as presentation: Presentation) -> [Double] {
        let context = ActivityViewContext(attributes: TallAttributes(), state: .init(points: points))
        return renderer.render(TallWidget().body, context: context, as: presentation).diagnostics.compactMap {
            if case .tooTall(_, let measured, _) = $0 { return measured }
            return nil
        }
    }

    /// The limit each presentation's height is checked against, read from the diagnostic of a
    /// block far too tall.
    private func limit(of presentation: Presentation) -> Double {
        let context = ActivityViewContext(attributes: TallAttributes(), state: .init(points: 1000))
        for diagnostic in renderer.render(TallWidget().body, context: context, as: presentation).diagnostics {
            if case .tooTall(_, _, let limit) = diagnostic { return limit }
        }
        Issue.record("\(presentation): a 1000-point block is not too tall")
        return 0
    }

    /// What a presentation measures beyond the block (the expanded presentation counts the
    /// camera's row), from the diagnostic of a block far too tall.
    private func measuredBeyond(_ presentation: Presentation) -> Double {
        let context = ActivityViewContext(attributes: TallAttributes(), state: .init(points: 1000))
        for diagnostic in renderer.render(TallWidget().body, context: context, as: presentation).diagnostics {
            if case .tooTall(_, let points, _) = diagnostic { return points - 1000 }
        }
        return 0
    }

    @Test(arguments: [Presentation.lockScreen, .expanded, .smartStack, .carPlay])
    func aHeightWithinItsToleranceIsNotTooTall(presentation: Presentation) {
        let limit = limit(of: presentation), beyond = measuredBeyond(presentation)
        // Past the tolerance, and measured exactly as given: the block's points reach the check unrounded.
        #expect(tooTall(limit + 0.0051 - beyond, as: presentation) == [limit + 0.0051], "\(presentation) past its tolerance")
        #expect(tooTall(limit - beyond, as: presentation).isEmpty, "\(presentation) at its limit")
        #expect(tooTall(limit + 0.005 - beyond, as: presentation).isEmpty, "\(presentation) at its limit + 0.005")
    }

    private func imageErrors(width: Double, height: Double, as presentation: Presentation) -> [PresentationError] {
        let context = ActivityViewContext(attributes: TallAttributes(), state: .init(points: 0))
        return renderer.render(FramedImageWidget(width: width, height: height).body, context: context, as: presentation).errors
    }

    @Test func anImageFramedWithinItsToleranceIsAllowed() {
        // The Lock Screen allows its own width by 160 points.
        let width = renderer.device.lockScreenWidth
        #expect(imageErrors(width: width + 0.01, height: 20, as: .lockScreen).isEmpty)
        #expect(imageErrors(width: 20, height: 160 + 0.01, as: .lockScreen).isEmpty)
        #expect(imageErrors(width: width + 0.011, height: 20, as: .lockScreen).count == 1)
        #expect(imageErrors(width: 20, height: 160 + 0.011, as: .lockScreen).count == 1)
    }
}

// A theme may give the Lock Screen's text a colour in one scheme only (a terminal colour in the
// other, which the terminal draws as it likes): the coloured side is still drawn in its colour.

private struct HelloAttributes: ActivityAttributes {
    struct ContentState: Codable & Hashable {}
}

private struct HelloWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HelloAttributes.self) { _ in
            Text("Hello").frame(maxWidth: .infinity, alignment: .leading)
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Hello") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
        }
    }
}

@Suite("A Lock Screen theme coloured in one scheme only")
struct OneSidedLockScreenThemeTests {
    private func helloForeground(theme: Theme, scheme: ColorScheme) -> TerminalColor? {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        let renderer = PresentationRenderer(device: .iPhone15Pro, environment: environment, theme: theme)
        let rendered = renderer.render(HelloWidget().body, context: ActivityViewContext(attributes: HelloAttributes(), state: .init()),
                                       as: .lockScreen)
        for y in 0..<rendered.canvas.height {
            let row = rendered.canvas.cells(inRow: y)
            if let h = row.firstIndex(where: { $0.grapheme == "H" }) { return row[h].style.foreground }
        }
        Issue.record("no “Hello” drawn")
        return nil
    }

    @Test func onlyTheLightSchemeColoured() {
        var theme = Theme.dark
        theme.lockScreen.dark.foreground = .default
        #expect(helloForeground(theme: theme, scheme: .light) == .rgb(0, 0, 0))
    }

    @Test func onlyTheDarkSchemeColoured() {
        var theme = Theme.dark
        theme.lockScreen.light.foreground = .default
        #expect(helloForeground(theme: theme, scheme: .dark) == .rgb(255, 255, 255))
    }
}

/// Compact margins that leave the camera no columns: the camera draws nothing there, its lens
/// included (the lens is drawn only inside the camera's own columns).
private struct WideMarginWidget: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: HelloAttributes.self) { _ in
            Text("Hello")
        } dynamicIsland: { _ in
            DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Hello") }
            } compactLeading: { Text("L") } compactTrailing: { Text("T") } minimal: { Text("M") }
            .contentMargins(.trailing, 104, for: .compact)
        }
    }
}

@Test func aCameraWithNoColumnsDrawsNoLens() {
    let renderer = PresentationRenderer(device: .iPhone15Pro)
    let context = ActivityViewContext(attributes: HelloAttributes(), state: .init())
    let compact = renderer.render(WideMarginWidget().body, context: context, as: .compact).canvas.plainText
    let lens = Theme.dark.island.camera.lens
    // 104 points are 13 columns: the camera's 13 columns between the leading and trailing slots
    // go to the margin, and the trailing slot (7 columns less 13) has none either.
    #expect(compact == """
        ╭───────────────────────────╮
        │L                          │
        ╰───────────────────────────╯
        """)
    // Without the margins the lens is there, in the middle of the camera.
    let plain = renderer.render(HelloWidget().body, context: context, as: .compact).canvas.plainText
    #expect(plain.contains(lens), "\(plain)")
}
