import TerminalCanvas

/// Which effect each change gets, at a motion level.
///
/// | change | full | reduced |
/// |---|---|---|
/// | text changed in place | blur | cross-fade |
/// | `numericText` | digits roll | cross-fade |
/// | timer text ticking | nothing (it ticks) | nothing |
/// | image, symbol, shape, control | cross-fade | cross-fade |
/// | inserted / removed | fade, or the view's `.move`, `.slide`, `.push` | fade |
/// | moved | slides to its place | jumps |
/// | the island's shape | morphs on a spring | cross-fades |
/// | a Lock Screen card in or out | slides in from the trailing edge, out to the leading | fades |
///
/// Views inside the island are left to the morph when its shape changes (it cross-fades its
/// content), and views inside a view that comes or goes to that view's effect.
struct EffectChoice {
    let settings: MotionSettings

    init(settings: MotionSettings) { self.settings = settings }
    private var reduced: Bool { settings.effectiveLevel == .reduced }
    private var depth: ColorDepth { settings.colorDepth }

    func effects(for changes: [RegionChange]) -> [any FrameEffect] {
        // An unchanged view gets no effect and leaves no hole: most of a tick's views.
        let changes = changes.filter { $0.kind != .unchanged }
        var choice = self
        // (The island's own shape is the morph's to draw, not a hole.)
        choice.vacated = changes.filter { [.moved, .removed, .resized].contains($0.kind) && $0.region.kind != .island }
            .compactMap { $0.before?.rect }
        return choice.chooseEffects(for: changes)
    }

    /// Where views were that have moved or gone: what was there in the previous frame is not
    /// what is behind a view arriving there.
    private var vacated: [Rect] = []

    private func chooseEffects(for changes: [RegionChange]) -> [any FrameEffect] {
        let morphs = changes.filter { $0.region.kind == .island && ($0.kind == .resized || $0.kind == .moved) }
        let islandAreas = morphs.flatMap { [$0.before!.rect, $0.after!.rect] }
        var effects: [any FrameEffect] = []
        // Views that moved first, then those that changed in place, those that go and those that
        // come: what arrives is drawn in front.
        func order(_ kind: RegionChange.Kind) -> Int {
            switch kind {
            case .moved: 0
            case .resized, .content, .unchanged: 1
            case .removed: 2
            case .inserted: 3
            }
        }
        // Sorted by index: a change is large, and sorting the changes themselves copied each.
        let ordered = changes.indices.sorted { (order(changes[$0].kind), $0) < (order(changes[$1].kind), $1) }.lazy.map { changes[$0] }
        for change in ordered where change.region.kind != .island || !(change.kind == .resized || change.kind == .moved) {
            // What comes or goes inside a changing island is the morph's to draw.
            if change.kind == .inserted || change.kind == .removed,
               islandAreas.contains(where: { $0.intersection(change.region.rect) == change.region.rect }) {
                continue
            }
            if let effect = effect(for: change) { effects.append(effect) }
        }
        // The island last: its shape is in front of whatever comes or goes around it.
        return effects + morphs.map { morph(from: $0.before!.rect, to: $0.after!.rect, $0) }
    }

    private func effect(for change: RegionChange) -> (any FrameEffect)? {
        let region = change.region
        switch change.kind {
        case .unchanged:
            return nil
        case .content:
            return contentEffect(change)
        case .inserted, .removed:
            return comingOrGoing(change)
        case .moved:
            guard !reduced, let before = change.before, let after = change.after else {
                return change.contentChanged ? crossFade(change.before!.rect, change.after!.rect, change) : nil
            }
            return Slide(rect: after.rect, direction: .moving(from: before.rect), fades: false, depth: depth,
                         timing: timing(SystemTiming.move, region))
        case .resized:
            // A text that grows or shrinks blurs across both its old and new cells.
            let union = Rect.enclosing(change.before!.rect, change.after!.rect)
            if region.kind == .text, region.contentTransition == nil || region.contentTransition == .interpolate {
                return Dissolve(from: union, to: union, mode: reduced ? .crossFade : .blur, pattern: CellPattern(region.id, seed: settings.seed),
                                depth: depth, timing: timing(SystemTiming.contentChange, region))
            }
            return crossFade(union, union, change)
        }
    }

    /// A region whose cells changed in place.
    private func contentEffect(_ change: RegionChange) -> (any FrameEffect)? {
        let region = change.region, rect = region.rect
        switch region.contentTransition {
        case .identity:
            return nil
        case .opacity:
            return crossFade(rect, rect, change)
        case .numericText(let countsDown):
            return reduced ? crossFade(rect, rect, change) : DigitRoll(rect: rect, countsDown: countsDown, depth: depth,
                                                                        timing: timing(SystemTiming.digitRoll, region))
        case .numericValue(let value):
            var countsDown = false
            if case .numericValue(let old) = change.before?.contentTransition { countsDown = value < old }
            return reduced ? crossFade(rect, rect, change) : DigitRoll(rect: rect, countsDown: countsDown, depth: depth,
                                                                        timing: timing(SystemTiming.digitRoll, region))
        case .interpolate, nil:
            switch region.kind {
            case .text:
                return Dissolve(from: rect, to: rect, mode: reduced ? .crossFade : .blur, pattern: CellPattern(region.id, seed: settings.seed),
                                depth: depth, timing: timing(SystemTiming.contentChange, region))
            case .image, .shape, .control:
                return crossFade(rect, rect, change, SystemTiming.crossFade)
            case .timerText, .container, .presentation, .island, .chrome:
                // A timer ticks without animating unless it asks to roll; containers' children
                // carry their own changes.
                return nil
            }
        }
    }

    /// A region that comes or goes.
    private func comingOrGoing(_ change: RegionChange) -> (any FrameEffect)? {
        let region = change.region
        let arriving = change.kind == .inserted
        let parts = region.transition?.parts ?? []
        if parts == [.identity] { return nil }
        let fades = parts.isEmpty || parts.contains(.opacity) || parts.contains(.scale)
        var edge: TransitionEdge?
        for part in parts {
            switch part {
            case .move(let e): edge = e
            case .slide: edge = arriving ? .leading : .trailing
            case .push(let e): edge = arriving ? e : e.opposite
            default: break
            }
        }
        // A Lock Screen card or a banner slides in from the trailing edge and out to the leading.
        if parts.isEmpty, region.kind == .presentation { edge = arriving ? .trailing : .leading }
        let cardTiming = region.kind == .presentation ? SystemTiming.cardSlide : SystemTiming.move
        guard let edge, !reduced else {
            var fade = Dissolve(from: region.rect, to: region.rect, mode: .crossFade, pattern: CellPattern(change.id, seed: settings.seed),
                                depth: depth, timing: timing(SystemTiming.fade, region))
            if arriving { fade.vacated = vacated }
            return fade
        }
        var slide = Slide(rect: region.rect, direction: arriving ? .arriving(from: edge) : .leaving(toward: edge),
                          fades: fades && region.kind != .presentation, depth: depth, timing: timing(cardTiming, region))
        if arriving { slide.vacated = vacated }
        return slide
    }

    private func morph(from: Rect, to: Rect, _ change: RegionChange) -> any FrameEffect {
        guard !reduced else {
            let union = Rect.enclosing(from, to)
            return Dissolve(from: union, to: union, mode: .crossFade, pattern: CellPattern(change.id, seed: settings.seed),
                            depth: depth, timing: timing(SystemTiming.fade, change.region))
        }
        return IslandMorph(from: from, to: to, depth: depth, timing: timing(SystemTiming.islandMorph, change.region))
    }

    private func crossFade(_ from: Rect, _ to: Rect, _ change: RegionChange, _ system: AnimationTiming = SystemTiming.fade) -> any FrameEffect {
        Dissolve(from: from, to: to, mode: .crossFade, pattern: CellPattern(change.id, seed: settings.seed), depth: depth,
                 timing: timing(system, change.region))
    }

    /// The system's timing, or the view's own where the settings honour it.
    private func timing(_ system: AnimationTiming, _ region: Region) -> AnimationTiming {
        if settings.timing == .requested, let requested = region.animation { return requested }
        return system
    }
}

extension Rect {
    /// The smallest rectangle holding both.
    static func enclosing(_ a: Rect, _ b: Rect) -> Rect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
}
