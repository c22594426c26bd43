import Foundation

// Combine's vocabulary, as far as widget views use it: `ObservableObject`'s publisher,
// `@Published`'s projected value, `Timer.publish(every:on:in:).autoconnect()` handed to
// `onReceive`. Linux has no Combine, and `import SwiftUI` gives these names on iOS, so IslandUI
// declares them. A Live Activity's view is drawn from the activity's data and receives no events
// while it shows, so nothing here ever emits: the types exist so the code compiles.

/// A source of values over time, as Combine's `Publisher`. Nothing a widget's view subscribes to
/// emits here: a Live Activity's view is redrawn from new data, not from events.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Cancels a subscription when it is released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
    private let cancelAction: () -> Void

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public func cancel() { cancelAction() }

    /// Keeps the cancellable in a set, as `.store(in: &cancellables)` does.
    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    public static func == (a: AnyCancellable, b: AnyCancellable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
    /// Subscribes to the values: none arrive while a Live Activity's view is drawn.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never {
        AnyCancellable {}
    }

    /// Subscribes to the values and the completion: neither arrives.
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        AnyCancellable {}
    }

    /// The publisher behind a type-erasing wrapper, as Combine's.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
}

/// Subscription vocabulary, as Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher finished.
    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

/// Any publisher of `Output`, as Combine's.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
}

/// A publisher of one value, as Combine's `Just`.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    public let output: Output
    public init(_ output: Output) { self.output = output }
}

/// Combine's namespace of publisher types.
public enum Publishers {
    /// A connectable publisher that connects when subscribed to (`.autoconnect()`).
    public final class Autoconnect<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        public final let upstream: Upstream
        public init(upstream: Upstream) { self.upstream = upstream }
    }
}

extension Timer {
    /// A timer's ticks as a publisher, as Combine's `Timer.publish(every:tolerance:on:in:options:)`.
    /// A Live Activity's view receives no ticks; a countdown is written with
    /// `Text(timerInterval:countsDown:)`, which the terminal draws live.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, runLoop: runLoop, mode: mode)
    }

    /// The publisher `Timer.publish` returns.
    public final class TimerPublisher: Publisher {
        public typealias Output = Date
        public typealias Failure = Never
        public let interval: TimeInterval
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts with its first subscriber.
        public func autoconnect() -> Publishers.Autoconnect<TimerPublisher> { Publishers.Autoconnect(upstream: self) }

        /// Starts now.
        public func connect() -> AnyCancellable { AnyCancellable {} }
    }
}

extension RunLoop {
    /// Scheduling options, as Combine's `RunLoop.SchedulerOptions`.
    public struct SchedulerOptions: Sendable {}
}
