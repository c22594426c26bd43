import TerminalCanvas

/// One painted view that matters after painting: to Motion, which pairs regions of two frames
/// and animates what changed, and to a previewer, which finds what a click hit.
///
/// A frame keeps a region for every view that draws something (text, a symbol, a shape, a
/// control) and for every view that says how it moves, what it does or what it is called,
/// whatever it draws. Containers that only arrange others leave none.
public struct Region: Hashable, Sendable {
    public var id: RegionID
    /// The cells it covers, in the frame's canvas.
    public var rect: Rect
    public var kind: RegionKind
    /// How it enters and leaves (`.transition(_:)`), if the view says.
    public var transition: TransitionEffect?
    /// How its content changes in place (`.contentTransition(_:)`), if the view says.
    public var contentTransition: ContentTransitionEffect?
    /// The timing it asked for (`.animation(_:value:)`); Live Activities use the system's.
    public var animation: AnimationTiming?
    /// What a screen reader would say (`.accessibilityLabel(_:)`).
    public var accessibilityLabel: String?
    /// What clicking it does.
    public var action: RegionAction?
    /// The App Intent clicking it runs, for a control that has one.
    public var intent: RegionIntent?

    public init(id: RegionID, rect: Rect, kind: RegionKind, transition: TransitionEffect? = nil,
                contentTransition: ContentTransitionEffect? = nil, animation: AnimationTiming? = nil,
                accessibilityLabel: String? = nil, action: RegionAction? = nil, intent: RegionIntent? = nil) {
        self.id = id
        self.rect = rect
        self.kind = kind
        self.transition = transition
        self.contentTransition = contentTransition
        self.animation = animation
        self.accessibilityLabel = accessibilityLabel
        self.action = action
        self.intent = intent
    }
}

/// What a region draws, which decides how Motion treats a change in it.
public enum RegionKind: Hashable, Sendable {
    /// Text: a change blurs.
    case text
    /// Text that the clock changes (`Text(timerInterval:)`, a relative date): its digits roll
    /// when asked, and change once a second without anything else changing.
    case timerText
    /// An image or an SF Symbol: a change cross-fades.
    case image
    /// A shape, a colour, a divider or a progress view.
    case shape
    /// A button or a toggle.
    case control
    /// A view that draws through its children but carries a transition, an action or a label.
    case container
    /// A whole presentation in a scene: the island, a card, a banner.
    case presentation
    /// The Dynamic Island's black shape itself, whatever it shows: Motion morphs it from one
    /// presentation's size to the next's.
    case island
    /// Something the system draws around the content (the Lock Screen card's ✕): there for a
    /// click to hit, never animated, so pairing leaves it out.
    case chrome
}

/// What clicking a region does.
public enum RegionAction: Hashable, Sendable {
    /// A `Button`, named by its label's text (or its accessibility label, or its intent's
    /// title, when the label is only an image).
    case button(String)
    /// A `Toggle`, named as a button is, and whether it is on.
    case toggle(String, isOn: Bool)
    /// A tap that opens the app at this URL (`widgetURL`, `Link`).
    case openURL(String)
    /// The system's dismiss action (the Lock Screen card's ✕): the card is cleared.
    case dismiss
}
