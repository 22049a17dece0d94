"""Holiday table, materialised once at import time (days since 1970-01-01)."""
import datetime

import numpy as np

_EPOCH = datetime.date(1970, 1, 1)
_FIXED = [(1, 1), (7, 4), (12, 25), (12, 31)]


def _build_table(first_year: int = 2020, last_year: int = 2030) -> np.ndarray:
    days = []
    for year in range(first_year, last_year + 1):
        for month, day in _FIXED:
            days.append((datetime.date(year, month, day) - _EPOCH).days)
    return np.array(sorted(days), dtype=np.int64)


HOLIDAY_DAYS = _build_table()
