import os

# Filled per worker process after fork; keyed by pid so a forked child
# does not inherit the parent's rank by accident.
_EP_RANK_BY_PID: dict[int, int] = {}
_EP_SIZE = 2


def get_ep_rank() -> int:
    return _EP_RANK_BY_PID.get(os.getpid(), 0)


def get_ep_size() -> int:
    return _EP_SIZE
