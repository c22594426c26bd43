import Foundation
import LiveActivity

/// How the island chooses between different apps' activities. Within one app the rule is
/// Apple's: the highest relevance score, ties to the one started first. Between apps Apple says
/// only "the system chooses", so the choice is explicit here, and switchable.
public struct ArbitrationPolicy: Hashable, Sendable {
    public enum Order: String, Hashable, Sendable, CaseIterable {
        /// The app whose activity started first.
        case firstStarted = "first-started"
        /// The app updated last (any of its activities).
        case mostRecentlyUpdated = "most-recently-updated"
        /// The app whose best activity has the highest relevance score (ties: first started).
        case highestRelevance = "highest-relevance"
    }

    public var order: Order
    /// Whether one app may fill both minimal slots with two of its own activities (seen on
    /// iOS 26); otherwise the two slots go to two different apps.
    public var oneAppMayHoldBothMinimals: Bool

    public init(order: Order, oneAppMayHoldBothMinimals: Bool = false) {
        self.order = order
        self.oneAppMayHoldBothMinimals = oneAppMayHoldBothMinimals
    }

    /// The default: highest relevance between apps, then first started; two apps share the
    /// minimal slots. Relevance is the one signal apps give the system about importance.
    public static let `default` = ArbitrationPolicy(order: .highestRelevance)

    /// The policy and its tie-break in words, as every island reason that ranks apps ends
    /// (`ArrangementReason.description`):
    /// "highest relevance, ties to the first started".
    public var description: String {
        switch order {
        case .highestRelevance: return "highest relevance, ties to the first started"
        case .firstStarted: return "first started, ties to the first requested"
        case .mostRecentlyUpdated: return "most recently updated, ties to the first started"
        }
    }
}

/// What the island shows, and why.
public enum IslandArrangement: Equatable, Sendable {
    /// Nothing runs.
    case empty(reason: ArrangementReason)
    /// One activity: its compact presentation around the camera.
    case compact(id: String, reason: ArrangementReason)
    /// Activities from two apps: one minimal presentation attached to the island, one detached.
    case minimal(attached: String, detached: String, reason: ArrangementReason)
    /// An alert, a touch and hold or a transient activity: the expanded presentation.
    case expanded(id: String, reason: ArrangementReason)

    /// Why: its words, and the policy when the policy decided.
    public var reason: ArrangementReason {
        switch self {
        case .empty(let reason), .compact(_, let reason), .minimal(_, _, let reason), .expanded(_, let reason):
            return reason
        }
    }
}

/// Decides the arrangement from the activities at an instant.
struct Arbitration {
    let policy: ArbitrationPolicy
    let device: DeviceProfile
    let now: Date
    /// The app the user has open: its activities stay off the island.
    var foregroundApp: String? = nil
    /// Locked, the island shows no Live Activity: the Lock Screen lists them.
    var isLocked = false

    func arrange(_ records: [ActivityRecord]) -> IslandArrangement {
        guard device.island != nil else {
            return .empty(reason: ArrangementReason("\(device.name) has no Dynamic Island: activities show on the Lock Screen and as banners"))
        }
        if isLocked {
            return .empty(reason: ArrangementReason("the device is locked: its Live Activities show on the Lock Screen"))
        }
        // An alert or a touch and hold shows the expanded presentation, the latest first.
        let expanded = records.filter { record in
            guard let until = record.expandedUntil, now < until, record.app != foregroundApp else { return false }
            let state = record.state(at: now)
            return state == .active || state == .stale
        }
        // The most recent expansion wins: it ends last, as each lasts the same few seconds.
        if let shown = expanded.max(by: { ($0.expandedUntil!, $0.requestedAt) < ($1.expandedUntil!, $1.requestedAt) }) {
            return .expanded(id: shown.id, reason: ArrangementReason("\(shown.app) has an alert or is touched and held: expanded"))
        }
        // A transient activity lives in the expanded presentation until the user collapses it,
        // taps outside the island or locks the device (the app in the foreground shows it too:
        // it is what the app is doing now). The latest requested shows.
        let transient = records.filter { $0.style == .transient && [.active, .stale].contains($0.state(at: now)) }
        if let shown = transient.max(by: { $0.startsAt < $1.startsAt }) {
            return .expanded(id: shown.id, reason: ArrangementReason(
                "\(shown.app)'s \(shown.id) is transient: expanded until the user collapses it, taps outside the island or locks the device"))
        }
        let running = records.filter { $0.isOnIsland(at: now) }
        let candidates = running.filter { $0.app != foregroundApp }
        // Said only when the open app has something the island would otherwise show.
        let open = foregroundApp.flatMap { app in
            running.contains { $0.app == app } ? "\(app) is in the foreground, so its activity stays off the island; " : nil
        } ?? ""
        guard !candidates.isEmpty else {
            return .empty(reason: ArrangementReason(running.isEmpty ? "no activity is running" : open + "nothing else runs"))
        }

        // Within each app: the highest relevance, ties to the first started.
        var best: [String: ActivityRecord] = [:]
        var appOrder: [String] = []
        for record in candidates {
            if let current = best[record.app] {
                if (record.relevanceScore, current.startsAt) > (current.relevanceScore, record.startsAt) { best[record.app] = record }
            } else {
                best[record.app] = record
                appOrder.append(record.app)
            }
        }
        let apps = appOrder.map { best[$0]! }
        // Under mostRecentlyUpdated an app counts as updated when any of its activities is.
        var latestUpdate: [String: Date] = [:]
        if policy.order == .mostRecentlyUpdated {
            for record in candidates { latestUpdate[record.app] = max(latestUpdate[record.app] ?? record.lastUpdatedAt, record.lastUpdatedAt) }
        }
        let ranked = rank(apps, latestUpdate: latestUpdate)
        if ranked.count == 1 {
            let only = ranked[0]
            let siblings = candidates.filter { $0.app == only.app }
            if siblings.count > 1 && policy.oneAppMayHoldBothMinimals {
                let second = rankWithinApp(siblings)[1]
                return .minimal(attached: only.id, detached: second.id,
                                reason: ArrangementReason("\(only.app) has two activities and may hold both minimal presentations", policy: policy))
            }
            let within = siblings.count > 1 ? " (its highest relevance, \(score(only.relevanceScore)), of \(siblings.count))" : ""
            return .compact(id: only.id, reason: ArrangementReason(open + "\(only.app) is the only app with an activity\(within): compact", policy: policy))
        }
        let first = ranked[0], second = ranked[1]
        let left = ranked.dropFirst(2).map(\.app)
        var reason = open + "\(first.app) \(comparison(first, second)); two apps: minimal, \(first.app) attached"
        // Eight apps are named and the rest counted, so the reason (said in every frame) stays
        // a line, however many apps a scenario lets in.
        if !left.isEmpty {
            let named = left.prefix(8).joined(separator: ", ") + (left.count > 8 ? " and \(left.count - 8) more" : "")
            reason += "; \(named) only on the Lock Screen"
        }
        return .minimal(attached: first.id, detached: second.id, reason: ArrangementReason(reason, policy: policy))
    }

    /// Apps' best activities in the policy's order (ties to the first started).
    private func rank(_ records: [ActivityRecord], latestUpdate: [String: Date]) -> [ActivityRecord] {
        records.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            switch policy.order {
            case .firstStarted:
                if x.startsAt != y.startsAt { return x.startsAt < y.startsAt }
            case .mostRecentlyUpdated:
                let (xLatest, yLatest) = (latestUpdate[x.app] ?? x.lastUpdatedAt, latestUpdate[y.app] ?? y.lastUpdatedAt)
                if xLatest != yLatest { return xLatest > yLatest }
                if x.startsAt != y.startsAt { return x.startsAt < y.startsAt }
            case .highestRelevance:
                if x.relevanceScore != y.relevanceScore { return x.relevanceScore > y.relevanceScore }
                if x.startsAt != y.startsAt { return x.startsAt < y.startsAt }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    private func rankWithinApp(_ records: [ActivityRecord]) -> [ActivityRecord] {
        records.enumerated().sorted { a, b in
            if a.element.relevanceScore != b.element.relevanceScore { return a.element.relevanceScore > b.element.relevanceScore }
            if a.element.startsAt != b.element.startsAt { return a.element.startsAt < b.element.startsAt }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// "relevance 80 beats Pizza's 50", "started first", "was updated last".
    private func comparison(_ winner: ActivityRecord, _ other: ActivityRecord) -> String {
        switch policy.order {
        case .highestRelevance where winner.relevanceScore != other.relevanceScore:
            return "relevance \(score(winner.relevanceScore)) beats \(possessive(other.app)) \(score(other.relevanceScore))"
        case .highestRelevance:
            // The tie-break decided it: say so.
            return "ties \(possessive(other.app)) relevance \(score(other.relevanceScore)) and started first"
        case .firstStarted:
            return winner.startsAt == other.startsAt ? "started with \(other.app) and was requested first" : "started before \(other.app)"
        case .mostRecentlyUpdated:
            return winner.lastUpdatedAt == other.lastUpdatedAt ? "was updated with \(other.app) and started first" : "was updated after \(other.app)"
        }
    }

    /// "Pizza's", "Sports'".
    private func possessive(_ name: String) -> String {
        name.hasSuffix("s") ? name + "'" : name + "'s"
    }

    private func score(_ value: Double) -> String { Self.score(value) }

    /// 80 → "80", 12.5 → "12.5".
    static func score(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
