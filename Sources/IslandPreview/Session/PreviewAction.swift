import ActivityRuntime
import Motion

/// Everything a person can do in the previewer, whatever key or click asked for it.
package enum PreviewAction: Hashable, Sendable {
    case quit
    case toggleHelp
    /// Show or hide what VoiceOver reads of the presentations on the screen.
    case toggleVoiceOver
    /// Close the help or the box that is open.
    case closeOverlay
    /// Pause or resume virtual time.
    case togglePause
    case faster
    case slower
    /// Jump to the next event of the scenario.
    case stepToNextEvent
    /// Touch and hold the selected activity's island presentation, or let it go.
    case toggleExpanded
    /// An update with an alert for the selected activity.
    case alert
    /// The selected activity's next or previous content state.
    case nextState
    case previousState
    case markStale
    /// End with the default dismissal policy (`x`).
    case end
    /// End with a dismissal policy of one's choosing (what the end chooser decides).
    case endWith(ActivityUIDismissalPolicy)
    /// Choose how the selected activity ends: at once, by default, or at a time (`X`).
    case chooseEnd
    /// Choose a moment of the scenario to go to, forward or back (`g`).
    case chooseTime
    /// A key typed into the box that is open (the end chooser, the time jump).
    case typeInBox(BoxKey)
    /// Swipe it away from the Lock Screen.
    case dismiss
    case toggleLock
    case toggleStandBy
    case toggleAlwaysOn
    case nextDevice
    case nextTheme
    case raiseRelevance
    case lowerRelevance
    case selectNext
    /// Start an activity from another app.
    case startAnotherApp
    /// Show the panel instead of the phone where the two do not fit side by side, or back.
    case togglePanel
    /// Show the other phone where only one fits.
    case switchPhone
    /// Tap a presentation (the app opens), or a control in it.
    case tap(PreviewTarget)
    /// Press and hold the island half a second: expanded.
    case hold(activityID: String)
    /// A click outside the island: it collapses, and an open app goes to the background.
    case tapOutside
    case scroll(by: Int)
    /// A key that does nothing here, by its name ("z", "F5", "Ctrl-L"): the status line says
    /// where the keys are listed.
    case unknownKey(String)
}

/// What a click landed on.
package enum PreviewTarget: Hashable, Sendable {
    /// A presentation of an activity, and its `widgetURL` if it has one.
    case presentation(activityID: String, url: String?)
    /// A button or toggle in an activity's presentation, and the App Intent it runs, if any.
    case control(activityID: String, name: String, isToggle: Bool, intent: RegionIntent? = nil)
    /// An app's icon on the Home Screen: the app opens.
    case app(String)
    /// A Lock Screen card's ✕: the activity is dismissed.
    case dismiss(activityID: String)
    /// An activity's row in the panel: it is selected.
    case row(activityID: String)
}
