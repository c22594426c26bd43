import ActivityRuntime
import Foundation
import IslandPlayback

/// What clicks do: taps on presentations, controls, icons, cards' ✕ and the panel's rows;
/// holds; a click outside.
extension PreviewSession {
    /// Whether `action` is a click or a hold of the mouse (the wheel scrolls, and is not).
    static func isClick(_ action: PreviewAction) -> Bool {
        switch action {
        case .tap, .hold, .tapOutside: true
        default: false
        }
    }

    func tap(_ target: PreviewTarget) {
        switch target {
        case .presentation(let id, let url):
            guard let record = system.record(id) else { return }
            system.open(app: record.app)
            flash = .opens(app: record.app, url: url)
        case .row(let id):
            guard selectedID != id else {
                flash = .selectedAlready(activityID: id, app: system.record(id)?.app)
                return
            }
            selectedID = id
            flash = .selected(activityID: id, app: system.record(id)?.app)
        case .dismiss(let id):
            do {
                try system.dismiss(id)
                flash = .cleared(activityID: id)
            } catch {
                flash = .clearRefused(activityID: id, error: "\(error)")
            }
        case .app(let app):
            system.open(app: app)
            flash = .appOpens(app: app)
        case .control(let id, let name, let isToggle, let intent):
            // The path a scenario's `tap` takes too (`ControlTap`): the same log line, the
            // intent run as the app, what it updates then drawn from the system's record.
            let outcome = ControlTap.run(intent, named: name, in: id, system: system)
            run.markOwnState(id)
            flash = .control(isToggle: isToggle, name: name, activityID: id, outcome)
        }
    }

    func hold(_ id: String) {
        selectedID = id
        guard !expandedByUser.contains(id) else {
            flash = .heldAlready(activityID: id)
            return
        }
        toggleExpanded(byHold: true)
    }

    /// A click on nothing: what the person held collapses and an open app goes to the
    /// background, or the status line says there was neither.
    func tapOutside() {
        let held = expandedByUser.sorted()
        for id in held { system.collapse(id) }
        expandedByUser = []
        let app = system.foregroundApp
        if app != nil { system.open(app: nil) }
        flash = .tappedOutside(letGo: held, backgrounded: app)
    }
}
