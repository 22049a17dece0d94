import bisect
import struct
import time

_BUCKETS = [1 << i for i in range(4, 17)]
_HISTOGRAM = [0] * (len(_BUCKETS) + 1)
_TRACE = bytearray()


def record_seq_len(seq_len: int, scaling: float) -> None:
    _HISTOGRAM[bisect.bisect_left(_BUCKETS, seq_len)] += 1
    _TRACE.extend(struct.pack("<dif", time.time(), seq_len, scaling))


def histogram():
    return dict(zip(_BUCKETS + ["inf"], _HISTOGRAM))
