/// The system's timing for each kind of change, as a Live Activity gets it. Apple publishes no
/// numbers; these follow what the system's animations look like (about a third of a second for
/// a text or a symbol, half a second for the island's spring) and stay well under the
/// two-second ceiling.
public enum SystemTiming {
    /// A text's blur through a change.
    public static let contentChange = AnimationTiming(curve: .easeInOut, duration: 0.4)
    /// A view fading in or out.
    public static let fade = AnimationTiming(curve: .easeInOut, duration: 0.35)
    /// Digits rolling.
    public static let digitRoll = AnimationTiming(curve: .easeOut, duration: 0.35)
    /// An image or symbol cross-fading.
    public static let crossFade = AnimationTiming(curve: .easeInOut, duration: 0.3)
    /// A view moving, sliding or pushing in or out, and a view moving to a new place.
    public static let move = AnimationTiming(curve: .easeInOut, duration: 0.4)
    /// The island growing and shrinking between presentations: the system's spring.
    public static let islandMorph = AnimationTiming(curve: .spring(response: 0.5, dampingFraction: 0.78), duration: 0.6)
    /// A Lock Screen card sliding into or out of the list.
    public static let cardSlide = AnimationTiming(curve: .easeOut, duration: 0.45)
}
