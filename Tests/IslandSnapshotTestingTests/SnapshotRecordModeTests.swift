import Testing
@testable import IslandSnapshotTesting

@Suite struct SnapshotRecordModeTests {
    func resolve(_ argument: SnapshotRecordMode? = nil, scoped: SnapshotRecordMode? = nil,
                 environment: [String: String] = [:]) throws -> SnapshotRecordMode {
        try SnapshotRecordMode.resolve(argument: argument, scoped: scoped, environment: environment).0
    }

    @Test func withNothingChosenMissingSnapshotsAreRecorded() throws {
        #expect(try resolve() == .missing)
    }

    @Test(arguments: [
        ("missing", SnapshotRecordMode.missing), ("all", .all), ("never", .never),
        ("ALL", .all), (" never\n", .never), ("", .missing), ("  ", .missing),
    ])
    func theEnvironmentVariableChooses(_ value: String, _ mode: SnapshotRecordMode) throws {
        #expect(try resolve(environment: ["ISLAND_SNAPSHOT_RECORD": value]) == mode)
    }

    @Test func anInvalidValueIsAFailureThatListsTheValidOnes() {
        #expect {
            try resolve(environment: ["ISLAND_SNAPSHOT_RECORD": "yes"])
        } throws: { error in
            let failure = error as? SnapshotFailure
            return failure?.kind == .invalidRecordMode && failure?.message == """
                ISLAND_SNAPSHOT_RECORD: expected one of "missing", "all", "never", got "yes"; \
                unset it to compare and record missing snapshots (the default)
                """
        }
    }

    @Test func theArgumentWinsOverTheScopeAndTheEnvironment() throws {
        #expect(try resolve(.never, scoped: .all, environment: ["ISLAND_SNAPSHOT_RECORD": "all"]) == .never)
    }

    @Test func anInvalidEnvironmentIsIgnoredWhenCodeDecides() throws {
        #expect(try resolve(.all, environment: ["ISLAND_SNAPSHOT_RECORD": "yes"]) == .all)
        #expect(try resolve(scoped: .never, environment: ["ISLAND_SNAPSHOT_RECORD": "yes"]) == .never)
    }

    @Test func theScopeWinsOverTheEnvironment() throws {
        #expect(try resolve(scoped: .all, environment: ["ISLAND_SNAPSHOT_RECORD": "never"]) == .all)
    }

    @Test func withSnapshotRecordModeSetsTheScopeForItsBodyOnly() {
        #expect(SnapshotRecordMode.scoped == nil)
        withSnapshotRecordMode(.never) {
            #expect(SnapshotRecordMode.scoped == .never)
            withSnapshotRecordMode(.all) { #expect(SnapshotRecordMode.scoped == .all) }
        }
        #expect(SnapshotRecordMode.scoped == nil)
    }

    @Test func withSnapshotRecordModeAlsoScopesAsyncWork() async {
        await withSnapshotRecordMode(.never) {
            await Task.yield()
            #expect(SnapshotRecordMode.scoped == .never)
        }
    }

    @Test(.snapshots(record: .all)) func theTraitSetsTheScope() {
        #expect(SnapshotRecordMode.scoped == .all)
    }
}
