import Foundation
import LiveActivity

extension Activity {
    /// Starts an activity for the current app on `ActivitySystem.current`.
    ///
    /// Throws `ActivityAuthorizationError` as ActivityKit does: `.denied` when the user switched
    /// the app's activities off, `.globalMaximumExceeded`, `.attributesTooLarge`.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil
    ) throws(ActivityAuthorizationError) -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: .standard)
    }

    /// A request with a style: `.transient` lives only in the expanded presentation.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil, style: ActivityStyle
    ) throws(ActivityAuthorizationError) -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: style, alertConfiguration: nil, start: nil)
    }

    /// A scheduled request: pending until `start`, when it begins with `alertConfiguration`'s
    /// alert.
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle = .standard, alertConfiguration: AlertConfiguration?, start: Date?
    ) throws(ActivityAuthorizationError) -> Activity<Attributes> {
        let system = ActivitySystem.current
        let id = try system.request(
            app: ActivitySystem.currentApp, attributesType: String(describing: Attributes.self),
            attributesJSON: try system.encode(attributes), stateJSON: try system.encode(content.state),
            staleDate: content.staleDate, relevanceScore: content.relevanceScore, style: style,
            startDate: start, alert: alertConfiguration, pushType: pushType)
        return Activity(id: id, attributes: attributes, content: content, pushType: pushType, system: system)
    }

    /// A scheduled request, under the name ActivityKit first gave it (`startDate:`).
    @available(*, deprecated, renamed: "request(attributes:content:pushType:style:alertConfiguration:start:)")
    public static func request(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType? = nil,
        style: ActivityStyle = .standard, alertConfiguration: AlertConfiguration, startDate: Date
    ) throws(ActivityAuthorizationError) -> Activity<Attributes> {
        try request(attributes: attributes, content: content, pushType: pushType, style: style,
                    alertConfiguration: alertConfiguration, start: startDate)
    }

    /// The current app's activities of this type that the system has not dismissed, in
    /// request order.
    public static var activities: [Activity<Attributes>] {
        let system = ActivitySystem.current
        let app = ActivitySystem.currentApp
        // Records and clock read together, so no activity is judged by another instant's clock.
        let (records, now) = system.locked { (system._records, system._now) }
        return records.compactMap { record in
            guard record.app == app, record.state(at: now) != .dismissed else { return nil }
            return Activity(record: record, system: system)
        }
    }

    /// An `Activity` for a record of this type, or nil when the record is of another type or
    /// its data does not decode.
    convenience init?(record: ActivityRecord, system: ActivitySystem) {
        guard record.isOfType(Attributes.self),
              case .success(let attributes) = ActivityDataDecoding.decode(Attributes.self, from: record.attributesJSON),
              case .success(let state) = ActivityDataDecoding.decode(Attributes.ContentState.self, from: record.stateJSON) else {
            return nil
        }
        self.init(id: record.id, attributes: attributes,
                  content: ActivityContent(state: state, staleDate: record.staleDate, relevanceScore: record.relevanceScore),
                  pushType: record.pushType, system: system)
    }
}
