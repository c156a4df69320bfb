import ListenModel
import Testing

@Suite("MBIDs")
struct MBIDTests {
    @Test("8-4-4-4-12 ASCII hex digits in either case are an MBID; anything else is not")
    func wellFormed() {
        #expect(MBID.isWellFormed("7ddac155-91e2-4eb7-b08a-4fc584fd60f9"))
        #expect(MBID.isWellFormed("7DDAC155-91E2-4EB7-B08A-4FC584FD60F9"))
        #expect(!MBID.isWellFormed("7ddac155-91e2-4eb7-b08a-4fc584fd60f"), "one digit short")
        #expect(!MBID.isWellFormed("7ddac155-91e2-4eb7-b08a-4fc584fd60fg"), "g is no hex digit")
        #expect(!MBID.isWellFormed("7ddac155091e2-4eb7-b08a-4fc584fd60f9"), "a dash missing")
        #expect(!MBID.isWellFormed("７ddac155-91e2-4eb7-b08a-4fc584fd60f9"), "a fullwidth digit")
        #expect(!MBID.isWellFormed("../../etc/passwd-0000-0000-000000000000"))
        #expect(!MBID.isWellFormed(""))
    }
}
