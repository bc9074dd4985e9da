"""Rates with confidence intervals.

>>> r = rate(30, 100)
>>> (round(r.rate, 2), round(r.ci_low, 3), round(r.ci_high, 3))
(0.3, 0.219, 0.396)
>>> rate(0, 0).rate
0.0
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

__all__ = ["Rate", "difference_z", "rate", "split_z", "two_sided_p", "wilson"]

Z95 = 1.959963984540054


def wilson(k: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``k`` successes in ``n`` trials (95 % by default)."""
    if n <= 0:
        return 0.0, 1.0
    p = k / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    lo = 0.0 if k <= 0 else min(p, max(0.0, centre - half))
    hi = 1.0 if k >= n else max(p, min(1.0, centre + half))
    return lo, hi


@dataclass(frozen=True)
class Rate:
    k: int
    n: int
    rate: float
    ci_low: float
    ci_high: float

    def to_json(self) -> dict[str, Any]:
        return {
            "count": self.k,
            "of": self.n,
            "rate": round(self.rate, 6),
            "ci_low": round(self.ci_low, 6),
            "ci_high": round(self.ci_high, 6),
        }

    def words(self) -> str:
        return f"{self.rate:6.1%}  [{self.ci_low:5.1%} – {self.ci_high:5.1%}]"


def rate(k: int, n: int) -> Rate:
    lo, hi = wilson(k, n)
    return Rate(k, n, k / n if n else 0.0, lo, hi)


def difference_z(k1: int, n1: int, k2: int, n2: int) -> float:
    """The z statistic of p1 − p2 (two proportions, pooled); 0 when it cannot be computed."""
    if n1 <= 0 or n2 <= 0:
        return 0.0
    p = (k1 + k2) / (n1 + n2)
    se = math.sqrt(p * (1 - p) * (1 / n1 + 1 / n2))
    return 0.0 if se == 0 else (k1 / n1 - k2 / n2) / se


def split_z(k1: int, k2: int) -> float:
    """The z statistic of two teams' wins in the *same* games: among the games one of the two
    won, is the split k1 : k2 further from even than chance allows? (A sign test's normal
    approximation; the two rates of one set of games are not independent samples.)"""
    n = k1 + k2
    return 0.0 if n == 0 else (k1 - k2) / math.sqrt(n)


def two_sided_p(z: float) -> float:
    """The two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2))
