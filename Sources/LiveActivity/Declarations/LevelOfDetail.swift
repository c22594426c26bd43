import Foundation
import IslandUI

/// How much detail a widget is recommended to show, as WidgetKit's `LevelOfDetail` (iOS 26):
/// on visionOS it follows how far away the viewer is; on every other platform it is always
/// `.default`, and so it is here.
///
///     @Environment(\.levelOfDetail) var levelOfDetail
///     var body: some View {
///         switch levelOfDetail {
///         case .simplified: NewsImageOverview()
///         default: VStack { NewsTitleView(); NewsBodyView() }
///         }
///     }
public struct LevelOfDetail: Hashable, Sendable {
    let name: String
    /// The default level of details.
    public static let `default` = LevelOfDetail(name: "default")
    /// The level of detail should be simplified.
    public static let simplified = LevelOfDetail(name: "simplified")
}

private struct LevelOfDetailKey: EnvironmentKey { static let defaultValue = LevelOfDetail.default }

extension EnvironmentValues {
    /// The level of detail the view is recommended to have: `.default` off visionOS.
    public var levelOfDetail: LevelOfDetail {
        get { self[LevelOfDetailKey.self] }
        set { self[LevelOfDetailKey.self] = newValue }
    }
}
