//! Figures over many games: percentiles, intervals, histograms, timings.

/// The value at fraction `p` (0 the least, 1 the most) of sorted values.
pub fn percentile<T: Copy + Default>(sorted: &[T], p: f64) -> T {
    match sorted.len() {
        0 => T::default(),
        n => sorted[((n - 1) as f64 * p).round() as usize],
    }
}

/// Sorts numbers that may be floats.
pub fn sorted_f64(mut values: Vec<f64>) -> Vec<f64> {
    values.sort_by(f64::total_cmp);
    values
}

pub fn mean(values: &[f64]) -> f64 {
    values.iter().sum::<f64>() / values.len().max(1) as f64
}

/// A mean and the half-width of its 95% interval (normal approximation).
pub fn mean_interval(values: &[f64]) -> (f64, f64) {
    let n = values.len() as f64;
    let m = mean(values);
    let var = values.iter().map(|v| (v - m).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (m, 1.96 * (var / n.max(1.0)).sqrt())
}

/// A proportion's 95% interval (Wilson score), as percentages: (share,
/// low, high).
pub fn wilson(successes: f64, n: f64) -> (f64, f64, f64) {
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let z = 1.96f64;
    let p = successes / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    (100.0 * p, 100.0 * (centre - half), 100.0 * (centre + half))
}

/// "median 12 · 99% 40 · max 55" of whole numbers.
pub fn spread(values: &[u64]) -> String {
    let mut v = values.to_vec();
    v.sort_unstable();
    let m = mean(&v.iter().map(|&x| x as f64).collect::<Vec<_>>());
    format!(
        "median {} · mean {m:.1} · 90% {} · 99% {} · max {}",
        percentile(&v, 0.5),
        percentile(&v, 0.9),
        percentile(&v, 0.99),
        percentile(&v, 1.0)
    )
}

/// "median 1.2 ms, 90% 3.4 ms, max 5.6 ms" of times in ms.
pub fn times_ms(times: &[f64]) -> String {
    let t = sorted_f64(times.to_vec());
    format!(
        "median {:.1} ms, 90% {:.1} ms, max {:.1} ms",
        percentile(&t, 0.5),
        percentile(&t, 0.9),
        percentile(&t, 1.0)
    )
}

/// A histogram of whole numbers, a line a bucket of a round width (about
/// 10 to 20 buckets): "  20–39      123 #####".
pub fn histogram(values: &[i64]) -> Vec<String> {
    let (Some(&lo), Some(&hi)) = (values.iter().min(), values.iter().max()) else {
        return Vec::new();
    };
    let range = (hi - lo + 1) as f64;
    let width = [1, 2, 5]
        .iter()
        .flat_map(|&m| (0..12).map(move |e| m * 10i64.pow(e)))
        .filter(|&w| range / w as f64 <= 20.0)
        .min()
        .unwrap_or(1);
    let n = values.len();
    let start = lo.div_euclid(width) * width;
    let digits = format!("{lo}").len().max(format!("{hi}").len()).max(4);
    (0..)
        .map(|b| start + b * width)
        .take_while(|&from| from <= hi)
        .map(|from| {
            let to = from + width - 1;
            let count = values.iter().filter(|&&v| v >= from && v <= to).count();
            let bar = "#".repeat((count * 60).div_ceil(n));
            match width {
                1 => format!("{from:>digits$}      {count:>7} {bar}"),
                _ => format!("{from:>digits$}–{to:<digits$} {count:>7} {bar}"),
            }
        })
        .collect()
}

/// The calling thread's CPU time so far in nanoseconds (Linux), if known.
pub fn thread_cpu_ns() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    text.split_whitespace().next()?.parse().ok()
}
