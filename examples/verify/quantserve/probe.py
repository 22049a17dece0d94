import functools
import os


@functools.cache
def worker_threads() -> int:
    # functools.cache does not protect compiled code: dynamo traces the body, and
    # os.cpu_count() is a C builtin it refuses
    n = os.cpu_count() or 1
    return max(1, min(n, 8))


def block_size() -> int:
    return 4 * worker_threads()
