/// Something the person did to the activity system in the previewer, at a moment of virtual
/// time, with the activity selected then: enough to do it again on another device, or on a
/// reloaded file, at the same moment.
struct PersonsChange: Hashable, Sendable {
    /// Seconds since the scenario's start.
    let time: Double
    let selectedID: String?
    let action: PreviewAction

    /// Whether `action` changes the system (an update, an end, a lock, a tap…) rather than only
    /// what the screen shows or how time runs.
    static func changesTheSystem(_ action: PreviewAction) -> Bool {
        switch action {
        case .tap(.row):
            // Selecting a row in the panel changes only what is selected.
            false
        case .toggleExpanded, .alert, .nextState, .previousState, .markStale, .end, .endWith,
             .dismiss, .toggleLock, .raiseRelevance, .lowerRelevance, .startAnotherApp, .tap, .hold, .tapOutside:
            true
        // `b` on the unlocked phone locks it: that lock is recorded as a `.toggleLock` of its own.
        case .quit, .toggleHelp, .toggleVoiceOver, .closeOverlay, .togglePause, .faster, .slower, .stepToNextEvent, .toggleStandBy, .toggleAlwaysOn,
             .nextDevice, .nextTheme, .selectNext, .togglePanel, .switchPhone, .scroll, .unknownKey,
             // Choosing is not a change; the end it decides is (`.endWith`).
             .chooseEnd, .chooseTime, .typeInBox:
            false
        }
    }
}
