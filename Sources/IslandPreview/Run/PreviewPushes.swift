import Foundation
import IslandPushServer

/// The previewer's push endpoint, wired to its session: the server's address book kept to the
/// session's activities, the pushes it accepted applied on the loop's thread, and the entry
/// `island push` finds it by.
package final class PreviewPushes {
    /// How often the loop looks for pushes, in seconds: a push shows within a tenth of a second.
    package static let interval = 0.1

    package let server: PushServer
    private let registry: PreviewerRegistry
    private let name: String
    private var published: PushAddressBook?
    /// The kind of each activity the server's readers were last given, by identity.
    private var readersGiven: [String: UInt64]?

    /// Listens on 127.0.0.1:`port` (0: any free port) for the previewer called `name`.
    package init(port: UInt16, name: String, registry: PreviewerRegistry = PreviewerRegistry()) throws {
        server = try PushServer(port: port)
        self.registry = registry
        self.name = name
    }

    deinit { stop() }

    /// Applies what arrived to `session`; whether anything did.
    func deliver(into session: PreviewSession) -> Bool {
        let addresses = session.pushAddresses
        if addresses != published {
            server.addresses = addresses
            published = addresses
            // Not being findable by `island push` is no reason to stop the previewer.
            try? registry.publish(PreviewerRegistry.Entry(name: name, pid: getpid(), port: server.port, addresses: addresses))
        }
        let kinds = session.run.activities.mapValues(\.kind)
        let identities = kinds.mapValues(\.identity)
        if identities != readersGiven {
            server.readers = PushReaders(byActivity: kinds, kinds: session.kinds)
            readersGiven = identities
        }
        let deliveries = server.takeDeliveries()
        for delivery in deliveries { session.receive(delivery) }
        return !deliveries.isEmpty
    }

    /// Stops listening and removes the entry.
    package func stop() {
        server.stop()
        registry.withdraw(pid: getpid())
    }
}
