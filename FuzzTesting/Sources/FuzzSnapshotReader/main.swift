import LayoutSnapshot

/// Any bytes: the snapshot reader must return a snapshot or throw a SpecError, never trap. A
/// snapshot that reads must read back from its canonical text as the same snapshot, and its
/// comparison with itself moved by 1 pt (the Δ table, the SVG diff) must not trap either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let snapshot = try? LayoutSnapshot(text: String(decoding: bytes, as: UTF8.self), file: "fuzz") else {
        return 0
    }
    let again = try? LayoutSnapshot(text: snapshot.text, file: "fuzz")
    precondition(again == snapshot, "the canonical text does not read back as the same snapshot")
    var moved = snapshot
    for index in moved.frames.indices { moved.frames[index].frame.origin.x += 1 }
    if let difference = SnapshotDifference.between(snapshot, moved, tolerance: 0.001) {
        _ = difference.description
        _ = difference.svg
    }
    return 0
}
