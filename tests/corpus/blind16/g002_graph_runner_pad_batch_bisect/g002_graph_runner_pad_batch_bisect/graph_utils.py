import bisect
from enum import IntEnum, auto


class ForwardMode(IntEnum):
    EXTEND = auto()
    DECODE = auto()
    IDLE = auto()

    def is_decode(self) -> bool:
        return self == ForwardMode.DECODE

    def is_cuda_graph(self) -> bool:
        return self in (ForwardMode.DECODE, ForwardMode.IDLE)


def get_batch_sizes_to_capture(max_bs: int) -> list[int]:
    capture_bs = [1, 2, 4] + list(range(8, max_bs + 1, 8))
    return sorted(set(bs for bs in capture_bs if bs <= max_bs))


def pad_to_captured_bs(capture_bs: list[int], raw_bs: int) -> int:
    index = bisect.bisect_left(capture_bs, raw_bs)
    return capture_bs[index]
