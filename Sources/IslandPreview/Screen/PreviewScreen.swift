import ActivityRuntime
import Foundation
import FrameVocabulary
import IslandUI
import LiveActivity
import Motion
import TerminalCanvas

/// Lays the previewer's screen out for the terminal's size:
///
///     TermIsland · four apps · 08:05:12 ×60 ▶ · iPhone 15 Pro · dark · motion full   ? help · q quit
///     ╭─ unlocked ─────────╮ ╭─ locked ───────────╮  ACTIVITIES …
///     │   (the island)     │ │  (clock, cards)    │  ISLAND …
///     ╰────────────────────╯ ╰────────────────────╯  LOG …
///      e hold  a alert  n/p state  s stale  x/X end  l lock  …  (KeyTable's footer)
///      frame 0.41 ms · 212 B · 2 cells changed
///
/// Wide terminals show both phones and the panel; narrower ones drop the second phone (`L`
/// shows the other), then the panel (`P` shows it instead of the phone); too small for one
/// phone, a line saying the size needed. Keeps its renderers from frame to frame.
package final class PreviewScreen {
    /// The emoji widths laid out with and how they were chosen, for the help overlay; nil
    /// shows no such line.
    package var emojiWidths: EmojiWidthChoice?

    private var scenes: SceneRenderer?
    private let phoneScopes = RegionScopes<String>()
    private let panelDrawing = PanelDrawing()
    private let homeScreen = HomeScreenDrawing()
    private var standBy: (renderer: PresentationRenderer, device: String, theme: String)?
    /// Whether renderers are kept from frame to frame: not with reuse off (`Reuse`, read when
    /// the screen is made), when each frame makes its own.
    private let keepsRenderers = !Reuse.isOff

    package init() {}

    /// The screen's layout at `size`: what `render` draws to, and what `P`, `L` and the scroll
    /// keys answer from (the loop asks it for them). Reads the session, never changes it.
    package func layout(of session: PreviewSession, size: Size) -> PreviewScreenLayout {
        compose(session, size: size).layout
    }

    /// What to show at `size`, and the statistics line's text. Reads the session, never changes it.
    package func render(_ session: PreviewSession, size: Size, status: String = "") -> RenderedFrame {
        let palette = PreviewPalette(theme: session.theme)
        var frame = RenderedFrame(canvas: Canvas(size: size))
        let composed = compose(session, size: size)
        let layout = composed.layout
        // Too small for a phone: nothing of the system is read or drawn.
        guard let drawn = composed.drawn else {
            drawTooSmall(into: &frame.canvas, needed: layout.needed ?? size)
            return frame
        }
        let (system, scene, standByPresentation) = (drawn.system, drawn.scene, drawn.standBy)
        for phone in layout.phones {
            let face: PhoneDrawing.Face = phone.face == .unlocked && session.isStandBy ? .standBy : phone.face
            let drawn = PhoneDrawing(face: face, device: session.device, palette: palette, now: system.now, timeZone: PreviewClock.timeZone,
                                     homeScreen: homeScreen)
                .render(scene, system: system, width: phone.width, height: layout.bodyHeight, scroll: session.scroll,
                        isAlwaysOn: session.isAlwaysOn, standBy: standByPresentation)
            let origin = Point(x: phone.x, y: 1)
            frame.canvas.copy(drawn.canvas, to: origin)
            var regions = drawn.regions(movedBy: origin)
            phoneScopes.scope(&regions, under: phone.scope) { $0.scoped(phone.scope) }
            frame.regions += regions
        }
        if let panelX = layout.panelX {
            let panel = Panel(palette: palette, timeZone: PreviewClock.timeZone)
                .render(system: system, policy: session.scenario.policy, selectedID: session.selectedID, log: session.log,
                        width: size.width - panelX - 1, height: layout.bodyHeight, into: panelDrawing)
            frame.canvas.copy(panel.canvas, to: Point(x: panelX + 1, y: 1))
            for (y, id) in panel.rows {
                frame.regions.append(Panel.rowRegion(id, Rect(x: panelX + 1, y: 1 + y, width: panel.canvas.width, height: 1)))
            }
        }
        drawTitle(session, system: system, into: &frame.canvas, palette: palette)
        drawFooter(session, status: status, warnings: Self.warnings(scene, standBy: standByPresentation),
                   into: &frame.canvas, palette: palette)
        if session.isShowingHelp { HelpOverlay.draw(into: &frame.canvas, widths: emojiWidths?.description) }
        if session.isShowingVoiceOver {
            VoiceOverOverlay.draw(VoiceOverOverlay.sections(scene, standBy: standByPresentation, lockScreen: layout.showsLockScreen),
                                  into: &frame.canvas)
        }
        if let chooser = session.endChooser { EndChooserOverlay.draw(chooser, at: session.endMoment, into: &frame.canvas) }
        if let jump = session.timeJump { TimeJumpOverlay.draw(jump, at: session.jumpMoment, into: &frame.canvas) }
        return frame
    }

    /// The layout at a size and what it was worked out from: the system read once, the scene
    /// and StandBy's presentation (nil when the terminal is too small for a phone).
    private struct Composition {
        var layout: PreviewScreenLayout
        var drawn: (system: ActivitySystemSnapshot, scene: RenderedScene, standBy: RenderedPresentation?)?
    }

    /// Lays the screen out at `size`: the one function both drawing and the keys' answers use.
    private func compose(_ session: PreviewSession, size: Size) -> Composition {
        let phoneWidth = PhoneDrawing.width(for: session.device)
        if let needed = PreviewScreenLayout.needed(for: size, phoneWidth: phoneWidth) {
            return Composition(layout: PreviewScreenLayout(arrangement: nil, phones: [], panelX: nil, bodyHeight: max(0, size.height - 3),
                                                           showsLockScreen: false, scrollLimit: 0, needed: needed), drawn: nil)
        }
        let system = session.snapshot()
        let scenes = sceneRenderer(for: session)
        // What VoiceOver says is read only for its overlay.
        scenes.readsVoiceOver = session.isShowingVoiceOver
        let scene = scenes.render(session.sceneContent(system), at: system.now)
        let standBy = session.isStandBy ? renderStandBy(session, system: system) : nil
        // StandBy is the phone on its side: as wide as its presentation needs.
        let standByWidth = standBy.map { max(phoneWidth, $0.canvas.width + 4) } ?? phoneWidth
        let layout = PreviewScreenLayout.make(
            size: size, phoneWidth: phoneWidth, unlockedWidth: session.isStandBy ? standByWidth : phoneWidth,
            scrollLimit: PhoneDrawing.lockScreenScrollLimit(scene, height: size.height - 3),
            showsLockedFaceAlone: session.showsLockedFaceAlone, isPanelInsteadOfPhone: session.isPanelInsteadOfPhone)
        return Composition(layout: layout, drawn: (system, scene, standBy))
    }

    /// Whether two environments draw alike as far as the session can change them.
    static func sameAppearance(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        a.colorScheme == b.colorScheme && a.dynamicTypeSize == b.dynamicTypeSize && a.cellMetrics == b.cellMetrics
    }

    private func sceneRenderer(for session: PreviewSession) -> SceneRenderer {
        if keepsRenderers, let scenes, scenes.device.identifier == session.device.identifier, scenes.theme == session.theme,
           Self.sameAppearance(scenes.environment, session.environment) { return scenes }
        let scenes = SceneRenderer(device: session.device, theme: session.theme, environment: session.environment)
        self.scenes = scenes
        return scenes
    }

    /// The selected activity's StandBy presentation.
    private func renderStandBy(_ session: PreviewSession, system: ActivitySystemSnapshot) -> RenderedPresentation? {
        guard let id = session.selectedID, let activity = session.sceneContent(system).activities[id]
                ?? session.sceneContentForAll(system).activities[id] else { return nil }
        if !keepsRenderers || standBy?.device != session.device.identifier || standBy?.theme != session.theme.name
            || !Self.sameAppearance(standBy!.renderer.environment, session.environment) {
            standBy = (PresentationRenderer(device: session.device, environment: session.environment, theme: session.theme),
                       session.device.identifier, session.theme.name)
        }
        var renderer = standBy!.renderer
        renderer.environment.date = system.now
        renderer.readsVoiceOver = session.isShowingVoiceOver
        return try? activity.kind.render(activity.data, as: .standby, with: renderer, isStale: activity.isStale, activityID: id)
    }

    private func drawTitle(_ session: PreviewSession, system: ActivitySystemSnapshot, into canvas: inout Canvas, palette: PreviewPalette) {
        let clock = session.clock
        let speed = (clock.speed == clock.speed.rounded() ? String(Int(clock.speed)) : String(clock.speed))
        let slowed = session.slowMotionEnd != nil && !clock.isPaused ? " (×1 for the alert)" : ""
        var title = " TermIsland · \(session.scenario.name.sanitizedForTerminal) · \(FrameClock.time(system.now, timeZone: PreviewClock.timeZone, seconds: true)) ×\(speed)\(slowed) "
            + (clock.isPaused ? "⏸" : "▶")
        let help = "? help · q quit "
        // Narrow, the settings give way (motion, then the theme, then the device) before the
        // help's key does: it is how a newcomer finds every other key.
        let room = canvas.width > help.displayWidth + 24 ? canvas.width - help.displayWidth - 1 : canvas.width
        // Widths added up, not the longer title measured again each time.
        var titleWidth = title.displayWidth
        for part in [session.device.name, session.theme.name, "motion \(session.isAlwaysOn ? "none (Always-On)" : session.motion.rawValue)"] {
            let partWidth = 3 + part.displayWidth
            guard titleWidth + partWidth <= room else { break }
            title += " · " + part
            titleWidth += partWidth
        }
        canvas.fill(Rect(x: 0, y: 0, width: canvas.width, height: 1), style: Style(background: palette.isMonochrome ? .default : .rgb(44, 44, 46)))
        let style = Style(foreground: palette.isMonochrome ? .default : .rgb(235, 235, 245), background: palette.isMonochrome ? .default : .rgb(44, 44, 46),
                          attributes: .bold)
        canvas.write(title.cut(toColumns: room), at: .zero, style: style)
        if room < canvas.width {
            canvas.write(help, at: Point(x: canvas.width - help.displayWidth, y: 0), style: style)
        }
    }

    /// What the drawn presentations warn of, each once: the scene's, then StandBy's.
    static func warnings(_ scene: RenderedScene, standBy: RenderedPresentation?) -> [PresentationWarning] {
        var seen = Set(scene.warnings)
        return scene.warnings + (standBy?.warnings ?? []).filter { seen.insert($0).inserted }
    }

    /// The keys' hints, and the status line: what just happened, what the drawn presentations
    /// warn of (an SF Symbol not in TermIsland's table), the last frame's statistics. The line
    /// is cut at the terminal's width, so what matters most comes first.
    private func drawFooter(_ session: PreviewSession, status: String, warnings: [PresentationWarning], into canvas: inout Canvas,
                            palette: PreviewPalette) {
        let hints = KeyTable.footer
        canvas.write(hints.cut(toColumns: canvas.width), at: Point(x: 0, y: canvas.height - 2), style: Style(foreground: palette.dimText))
        let parts = [session.flash].compactMap { $0?.description } + warnings.map { "warning: \($0)" } + (status.isEmpty ? [] : [status])
        let color = session.flash != nil ? palette.accent : warnings.isEmpty ? palette.dimText : palette.warning
        canvas.write((" " + parts.joined(separator: " · ")).sanitizedForTerminal.cut(toColumns: canvas.width),
                     at: Point(x: 0, y: canvas.height - 1), style: Style(foreground: color))
    }

    private func drawTooSmall(into canvas: inout Canvas, needed: Size) {
        let lines = Panel.wrap("TermIsland needs at least \(needed.width)×\(needed.height); this terminal is \(canvas.width)×\(canvas.height). Make it larger, or q to quit.", width: max(1, canvas.width))
        for (index, line) in lines.prefix(canvas.height).enumerated() {
            canvas.write(line, at: Point(x: 0, y: index), style: Style(attributes: .bold))
        }
    }
}
