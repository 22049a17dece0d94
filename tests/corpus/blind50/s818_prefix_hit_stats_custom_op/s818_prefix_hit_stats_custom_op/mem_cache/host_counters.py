import logging
import time
from collections import defaultdict
from typing import Dict, List

logger = logging.getLogger(__name__)

_HOST_COUNTERS: Dict[str, float] = defaultdict(float)
_LAST_REPORT = [time.monotonic()]
_REPORT_EVERY_S = 30.0


def record_prefix_matches(prefix_lens: List[int], seq_lens: List[int]) -> None:
    _HOST_COUNTERS["num_match_calls"] += 1
    _HOST_COUNTERS["hit_tokens"] += sum(prefix_lens)
    _HOST_COUNTERS["total_tokens"] += sum(seq_lens)
    _HOST_COUNTERS["full_miss_reqs"] += sum(1 for p in prefix_lens if p == 0)
    now = time.monotonic()
    if now - _LAST_REPORT[0] > _REPORT_EVERY_S:
        total = max(_HOST_COUNTERS["total_tokens"], 1.0)
        logger.debug("radix cache hit rate: %.3f", _HOST_COUNTERS["hit_tokens"] / total)
        _LAST_REPORT[0] = now


def get_host_counters() -> Dict[str, float]:
    return dict(_HOST_COUNTERS)
