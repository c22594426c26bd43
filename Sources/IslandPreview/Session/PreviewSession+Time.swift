import ActivityRuntime
import Foundation
import IslandPushServer
import IslandPlayback
import LiveActivity

/// Time in the previewer beyond its ticking: an alert seen at 1×, going to any moment (`g`),
/// and playing the scenario again with what the person did (a new device, going back).
extension PreviewSession {
    /// When a brief expansion or banner (an alert's, a scenario's short touch) ends, in seconds
    /// since the start, while one shows and time runs faster than 1×: until then time passes at
    /// 1×, so 4 s of alert are not 67 ms at 60×. A hold the person makes (`e`) is not brief.
    package var slowMotionEnd: Double? {
        guard clock.speed > 1 else { return nil }
        // The records alone: a whole snapshot arranges the island, and this runs every turn.
        let now = system.now
        let brief = system.limits.alertDuration + 1
        // One pass, no arrays between: it runs twice a turn, and the chain of filters was a
        // fifth of drawing the title.
        var earliest: Date?
        func consider(_ end: Date?) {
            guard let end, end > now, end.timeIntervalSince(now) <= brief else { return }
            if earliest.map({ end < $0 }) ?? true { earliest = end }
        }
        for record in system.records where !expandedByUser.contains(record.id) {
            consider(record.expandedUntil)
            consider(record.bannerUntil)
        }
        return earliest.map { $0.timeIntervalSince(scenario.start) }
    }

    /// Real seconds until virtual time reaches its next whole second (a timer's digits), at
    /// 1× while an alert shows; nil when paused.
    package var realSecondsToNextSecond: Double? {
        guard let atSpeed = clock.realSecondsToNextSecond else { return nil }
        guard slowMotionEnd != nil else { return atSpeed }
        return (clock.time + 1e-9).rounded(.down) + 1 - clock.time
    }

    /// Where a time jump starts from.
    package var jumpMoment: TimeJump.Moment {
        TimeJump.Moment(start: scenario.start, now: clock.time, timeZone: PreviewClock.timeZone)
    }

    func jumpInTime(_ key: BoxKey) {
        guard var jump = timeJump else { return }
        let target = jump.handle(key, at: jumpMoment)
        timeJump = jump
        guard let target else { return }
        timeJump = nil
        go(to: target)
    }

    /// Goes to `time` (seconds since the scenario's start): forward, time passes to it; back,
    /// the scenario and what the person did before it play again up to it.
    package func go(to time: Double) {
        let moment = scenario.start.addingTimeInterval(time)
        if time >= clock.time {
            jump(to: time)
            flash = .onTo(moment)
            return
        }
        let kept = changes.filter { $0.time <= time }
        clock = VirtualClock(time: time, speed: clock.speed, isPaused: clock.isPaused)
        replay(kept)
        let end = now
        log = log.filter { $0.date <= end }
        flash = .backTo(moment, replaying: kept.count)
        note("back to \(PreviewAnswer.clock(moment))")
    }

    /// The next phone or iPad: the previewer draws a phone, so Apple Watch and CarPlay (where a
    /// phone's activities also show) are left to `island snapshot --device`.
    func switchDevice() {
        let devices = DeviceProfile.all.filter { $0.place == .iPhone || $0.place == .iPad }
        let index = devices.firstIndex { $0.identifier == scenario.device.identifier } ?? 0
        scenario.device = devices[(index + 1) % devices.count]
        // The system is the device's: the scenario and the person's changes play again on the
        // new one up to now.
        replay(changes)
        flash = .nowOn(device: scenario.device.name, replaying: changes.count)
        note("now on \(scenario.device.name)")
    }

    /// A push delivered again at its moment, during a replay: its content state read into the
    /// activity's type as it is now (a reload may have changed it), with a line in the log for
    /// each field given a placeholder or dropped.
    private func deliverAgain(_ push: ReceivedPush) {
        clock.jump(to: push.time)
        _ = run.play(until: push.time)
        receive(carried(push.delivery))
    }

    /// `delivery` with its content state in the shape its activity's type has now.
    private func carried(_ delivery: PushDelivery) -> PushDelivery {
        guard case .success(var payload) = delivery.payload, let state = payload.contentState else { return delivery }
        let type: String? = switch delivery.address {
        case .pushToStart: payload.attributesType
        case .activity(let id, _), .gone(let id, _): system.records.first { $0.id == id }?.attributesType
        }
        guard let type, let kind = kinds.kind(attributesType: type),
              let carried = kind.carriedPushedState(state, around: system.now),
              !carried.added.isEmpty || !carried.removed.isEmpty else { return delivery }
        payload.contentState = carried.json
        var delivery = delivery
        delivery.payload = .success(payload)
        let label = String(delivery.apnsID.prefix(8))
        func fields(_ names: [String]) -> String { names.map { "`\($0)`" }.joined(separator: ", ") }
        if !carried.added.isEmpty { pushesCarried.append("push \(label) delivered again: \(fields(carried.added)) new in \(type), given a placeholder") }
        if !carried.removed.isEmpty { pushesCarried.append("push \(label) delivered again: \(fields(carried.removed)) not in \(type) now, dropped") }
        return delivery
    }

    /// Starts the system again from the scenario's start and plays it with `changes` done at
    /// their moments, up to now; what the screen shows (the selection, the help, the log) stays.
    func replay(_ changes: [PersonsChange]) {
        let (now, selected, help, chooser, shown) = (clock, selectedID, isShowingHelp, endChooser, log)
        run = ScenarioRun(player: ScenarioPlayer(scenario: scenario, kinds: kinds, theme: theme))
        (expandedByUser, stateOffsets, started, pushesNotReplayed, pushesCarried) = ([], [:], 0, [], [])
        clock = VirtualClock(time: 0, speed: now.speed, isPaused: true)
        isReplaying = true
        // The person's changes and the pushes, in the order of their moments (a push first at a tie:
        // it arrived before the key that answered it).
        var arrived = pushes.filter { $0.time <= now.time }[...]
        for change in changes where change.time <= now.time {
            while let push = arrived.first, push.time <= change.time { deliverAgain(push); arrived.removeFirst() }
            clock.jump(to: change.time)
            _ = run.play(until: change.time)
            selectedID = change.selectedID
            perform(change.action)
        }
        for push in arrived { deliverAgain(push) }
        isReplaying = false
        pushes = pushes.filter { $0.time <= now.time }
        self.changes = changes.filter { $0.time <= now.time }
        clock = now
        _ = run.play(until: clock.time)
        (selectedID, isShowingHelp, endChooser, log, flash) = (selected, help, chooser, shown, nil)
        // StandBy is the locked phone's: a replay that ends unlocked ends it.
        if !system.isLocked { isStandBy = false }
        logged = system.log.count
        selectFirstIfNeeded()
    }
}
