internal import Testing
internal import XCTest

/// Where an assertion was called (the caller's `#fileID`, `#filePath`, `#line`, `#column`):
/// what both test frameworks need to report a failure there.
struct CallerLocation {
    var fileID: String
    var file: StaticString
    var line: UInt
    var column: UInt
}

/// Records `message` as a failure of the running test at `location`: an `Issue` when a Swift
/// Testing test is running on this task, an `XCTFail` otherwise (an XCTest test case).
func recordFailure(_ message: String, at location: CallerLocation) {
    if Test.current != nil {
        let sourceLocation = SourceLocation(
            fileID: location.fileID, filePath: "\(location.file)", line: Int(location.line),
            column: Int(location.column))
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    } else {
        XCTFail(message, file: location.file, line: location.line)
    }
}
