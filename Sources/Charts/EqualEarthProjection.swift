import Foundation

/// The Equal Earth projection (Šavrič, Patterson and Jenny, 2018): areas keep their sizes, so
/// a choropleth does not make northern countries look bigger than they are.
enum EqualEarthProjection {
    private static let a1 = 1.340264
    private static let a2 = -0.081106
    private static let a3 = 0.000893
    private static let a4 = 0.003796
    private static let m = 3.0.squareRoot() / 2

    /// The projected point, x in about −2.71…2.71 and y in about −1.32…1.32 (north up).
    static func project(_ point: GeoPoint) -> (x: Double, y: Double) {
        let lambda = point.longitude * .pi / 180
        let theta = asin(m * sin(point.latitude * .pi / 180))
        let theta2 = theta * theta
        let theta6 = theta2 * theta2 * theta2
        let x = 2 * 3.0.squareRoot() * lambda * cos(theta) / (3 * (9 * a4 * theta6 * theta2 + 7 * a3 * theta6 + 3 * a2 * theta2 + a1))
        let y = theta * (a1 + a2 * theta2 + theta6 * (a3 + a4 * theta2))
        return (x, y)
    }
}
