import Foundation
import TermIsland

// A ride-hailing app's pickup: the driver is on the way, then arriving, then the ride itself.

public struct RideAttributes: ActivityAttributes, Sendable {
    public struct ContentState: Codable & Hashable {
        public enum Stage: String, Codable, Hashable, Sendable {
            case driverOnTheWay, driverArriving, driverWaiting, onTrip, arrived
        }

        public var stage: Stage
        /// Until the driver reaches the pickup, or the ride reaches the destination.
        public var eta: ClosedRange<Date>
        /// How far along the route the car is, 0…1 (for the current stage).
        public var routeProgress: Double

        public init(stage: Stage, eta: ClosedRange<Date>, routeProgress: Double) {
            self.stage = stage
            self.eta = eta
            self.routeProgress = routeProgress
        }
    }

    public var driverName: String
    public var carModel: String
    public var licensePlate: String
    public var pickup: String
    public var destination: String

    public init(driverName: String, carModel: String, licensePlate: String, pickup: String, destination: String) {
        self.driverName = driverName
        self.carModel = carModel
        self.licensePlate = licensePlate
        self.pickup = pickup
        self.destination = destination
    }
}

extension RideAttributes.ContentState.Stage {
    /// What the rider reads at a glance.
    var headline: String {
        switch self {
        case .driverOnTheWay: "Driver on the way"
        case .driverArriving: "Driver arriving"
        case .driverWaiting: "Your driver is here"
        case .onTrip: "On your way"
        case .arrived: "You've arrived"
        }
    }

    var isBeforePickup: Bool { self == .driverOnTheWay || self == .driverArriving || self == .driverWaiting }
}

public struct RideLiveActivity: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: RideAttributes.self) { context in
            RideLockScreenView(context: context)
                // A dark card in either appearance: its text is drawn as in dark mode, or
                // the light scheme's black text would sit on the dark tint.
                .environment(\.colorScheme, .dark)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    // Driver and car are too long to sit beside the camera on most phones: they
                    // move below it rather than truncate.
                    VStack(alignment: .leading) {
                        Label(context.attributes.driverName, systemImage: "person.crop.circle")
                            .font(.headline)
                        Text("\(context.attributes.carModel) · \(context.attributes.licensePlate)")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.trailing) {
                    ETAText(stage: context.state.stage, eta: context.state.eta)
                        .font(.title3)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.state.stage.headline)
                        .font(.caption)
                        .lineLimit(1)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    VStack {
                        RouteProgress(stage: context.state.stage, progress: context.state.routeProgress)
                        if context.state.stage.isBeforePickup {
                            Button("Contact driver") {
                                // Opens the app's chat with the driver.
                            }
                            .tint(.green)
                        }
                    }
                }
            } compactLeading: {
                Image(systemName: context.state.stage.isBeforePickup ? "car.fill" : "mappin.and.ellipse")
                    .foregroundStyle(.green)
            } compactTrailing: {
                ETAText(stage: context.state.stage, eta: context.state.eta)
                    .frame(width: 40)
            } minimal: {
                Image(systemName: "car.fill")
                    .foregroundStyle(.green)
            }
            .keylineTint(.green)
            .contentMargins(.horizontal, 8, for: .expanded)
        }
    }
}

/// The time until the pickup or the drop-off, counting down on the device; "Here" while the
/// driver waits at the pickup.
struct ETAText: View {
    let stage: RideAttributes.ContentState.Stage
    let eta: ClosedRange<Date>

    var body: some View {
        if stage == .driverWaiting {
            Text("Here")
                .foregroundStyle(.green)
        } else {
            Text(timerInterval: eta, countsDown: true)
                .monospacedDigit()
                .multilineTextAlignment(.trailing)
                .foregroundStyle(.green)
        }
    }
}

/// The car's way along the route, between where it is and where it goes.
struct RouteProgress: View {
    let stage: RideAttributes.ContentState.Stage
    let progress: Double

    var body: some View {
        HStack(spacing: 8) {
            Image(systemName: "car.fill")
            ProgressView(value: progress)
                .tint(.green)
            Image(systemName: stage.isBeforePickup ? "figure.walk" : "flag.checkered")
        }
    }
}

struct RideLockScreenView: View {
    let context: ActivityViewContext<RideAttributes>

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text(context.state.stage.headline)
                    .font(.headline)
                Spacer()
                if context.state.stage != .arrived && context.state.stage != .driverWaiting {
                    ETAText(stage: context.state.stage, eta: context.state.eta)
                        .font(.headline)
                }
            }
            HStack(spacing: 8) {
                Label(context.attributes.driverName, systemImage: "person.crop.circle")
                    .lineLimit(1)
                Spacer()
                Text(context.attributes.licensePlate)
                    .bold()
                    .padding(.horizontal, 4)
                    .background(Color.gray.opacity(0.3), in: RoundedRectangle(cornerRadius: 4))
                    .fixedSize()
            }
            .font(.subheadline)
            Text(context.attributes.carModel)
                .font(.caption)
                .foregroundStyle(.secondary)
            RouteProgress(stage: context.state.stage, progress: context.state.routeProgress)
            Text(context.state.stage.isBeforePickup ? "Pickup: \(context.attributes.pickup)" : "To: \(context.attributes.destination)")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(1)
        }
        .padding(.horizontal, 8)
        // Dark enough over the light appearance's card too for the secondary text (3:1).
        .activityBackgroundTint(Color.black.opacity(0.75))
        .activitySystemActionForegroundColor(.green)
    }
}

// MARK: The example

extension RideAttributes.ContentState {
    /// Marisol's ride, `seconds` after the rider booked it at `start`: 8 minutes to the pickup,
    /// a minute's wait, then 18 minutes to the airport.
    public static func ride(at seconds: Double, start: Date) -> Self {
        let pickup = start.addingTimeInterval(8 * 60)
        let departure = pickup.addingTimeInterval(60)
        let dropOff = departure.addingTimeInterval(18 * 60)
        func progress(from begin: Date, to end: Date) -> Double {
            let now = start.addingTimeInterval(seconds)
            return min(max(now.timeIntervalSince(begin) / end.timeIntervalSince(begin), 0), 1)
        }
        switch seconds {
        case ..<(6 * 60):
            return Self(stage: .driverOnTheWay, eta: start...pickup, routeProgress: progress(from: start, to: pickup))
        case ..<(8 * 60):
            return Self(stage: .driverArriving, eta: start...pickup, routeProgress: progress(from: start, to: pickup))
        case ..<(9 * 60):
            return Self(stage: .driverWaiting, eta: start...pickup, routeProgress: progress(from: start, to: pickup))
        case ..<(27 * 60):
            return Self(stage: .onTrip, eta: departure...dropOff, routeProgress: progress(from: departure, to: dropOff))
        default:
            return Self(stage: .arrived, eta: departure...dropOff, routeProgress: 1)
        }
    }
}

extension Example {
    public static let rideShare = Example(
        name: "ride-share", summary: "A ride on its way: driver, car and plate, ETA, the route so far",
        widget: RideLiveActivity.self, attributes: RideAttributes.self
    ) { start, seconds in
        ActivityPreview(RideAttributes.marisol, .ride(at: seconds, start: start))
    }
}

extension RideAttributes {
    /// The example's ride: Marisol driving from the Ferry Building to SFO.
    public static let marisol = RideAttributes(
        driverName: "Marisol Ortega", carModel: "Toyota Camry Hybrid", licensePlate: "8KTR 214",
        pickup: "1 Ferry Building, San Francisco", destination: "SFO Terminal 2")
}
