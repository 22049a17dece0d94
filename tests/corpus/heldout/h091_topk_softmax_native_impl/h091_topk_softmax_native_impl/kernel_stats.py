import threading
from collections import Counter

_stats_lock = threading.Lock()
KERNEL_CALLS: Counter = Counter()


def count_kernel_call(name: str) -> None:
    with _stats_lock:
        KERNEL_CALLS[name] += 1
