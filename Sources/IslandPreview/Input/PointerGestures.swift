import Foundation
import LiveActivity
import Motion
import TerminalBackends
import TerminalCanvas

/// Turns mouse presses and releases on the screen's regions into taps and holds, as a finger
/// on the island does: a press and release within half a second is a tap (the app opens, or a
/// control runs); a press held half a second is a touch and hold (the island expands); a press
/// outside every activity collapses the island. The wheel scrolls the Lock Screen.
struct PointerGestures {
    /// How long a press lasts before it is a hold.
    static let holdDuration = 0.5

    private var pressed: (target: PreviewTarget?, at: Double)?

    /// What a mouse event on `frame` at `time` (seconds on the loop's clock) does now.
    mutating func handle(_ event: MouseEvent, on frame: RenderedFrame, at time: Double) -> PreviewAction? {
        switch event.kind {
        case .scrollUp: return .scroll(by: -2)
        case .scrollDown: return .scroll(by: 2)
        case .press where event.button == .left:
            pressed = (Self.target(at: event.position, in: frame), time)
            return nil
        case .release:
            guard let press = pressed else { return nil }
            pressed = nil
            guard let target = press.target else { return .tapOutside }
            return .tap(target)
        default:
            return nil
        }
    }

    /// The deadline at which a press still down becomes a hold, if one is down.
    var holdDeadline: Double? { pressed.map { $0.at + Self.holdDuration } }

    /// The hold a press still down has become by `time`, if it has.
    mutating func hold(at time: Double) -> PreviewAction? {
        guard let press = pressed, time >= press.at + Self.holdDuration else { return nil }
        pressed = nil
        if case .presentation(let id, _) = press.target { return .hold(activityID: id) }
        return nil
    }

    /// What is under `point`: a control, a card's ✕, or an activity's presentation (the
    /// activity a scene scoped the region under).
    static func target(at point: Point, in frame: RenderedFrame) -> PreviewTarget? {
        let hits = frame.regions.reversed().filter { $0.rect.contains(point) }
        for region in hits {
            guard let activity = activityID(of: region.id) else { continue }
            switch region.action {
            case .button(let name)?: return .control(activityID: activity, name: name, isToggle: false, intent: region.intent)
            case .toggle(let name, _)?: return .control(activityID: activity, name: name, isToggle: true, intent: region.intent)
            default: break
            }
        }
        // A Lock Screen card's ✕ (a banner draws one too, but the system dismisses only cards).
        if let dismiss = hits.first(where: { $0.kind == .chrome && $0.action == .dismiss && $0.id.presentation == .lockScreen }),
           let activity = dismiss.id.activityID {
            return .dismiss(activityID: activity)
        }
        for region in hits where region.kind == .presentation {
            guard let activity = activityID(of: region.id) else { continue }
            if case .openURL(let url)? = region.action { return .presentation(activityID: activity, url: url) }
            return .presentation(activityID: activity, url: nil)
        }
        if let app = hits.lazy.compactMap(HomeScreen.app(of:)).first { return .app(app) }
        if let id = hits.lazy.compactMap(Panel.activity(ofRow:)).first { return .row(activityID: id) }
        return nil
    }

    /// "home/ride·compact/leading/0" → "ride": the activity the scene scoped it under.
    static func activityID(of id: RegionID) -> String? { id.activityID }
}
