/// The size family a Live Activity is drawn for, as WidgetKit's `ActivityFamily`: `.medium` on
/// an iPhone's or iPad's Lock Screen, `.small` in the Apple Watch Smart Stack and in CarPlay
/// when the widget declares `.supplementalActivityFamilies([.small])`.
///
///     @Environment(\.activityFamily) var activityFamily
///     var body: some View {
///         switch activityFamily {
///         case .small: CompactDeliveryView(context: context)
///         case .medium: DeliveryView(context: context)
///         @unknown default: DeliveryView(context: context)
///         }
///     }
public enum ActivityFamily: Hashable, Sendable, CaseIterable {
    /// The Smart Stack on Apple Watch, and CarPlay.
    case small
    /// iPhone and iPad (the Lock Screen presentation's own size).
    case medium
}
