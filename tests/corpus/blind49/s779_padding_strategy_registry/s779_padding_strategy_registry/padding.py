import bisect
import warnings
from typing import Dict, List, Type


class PaddingStrategy:
    name = "base"

    @classmethod
    def padded_size(cls, raw_bs: int, capture_bs: List[int]) -> int:
        raise NotImplementedError


class NoPadding(PaddingStrategy):
    name = "none"

    @classmethod
    def padded_size(cls, raw_bs: int, capture_bs: List[int]) -> int:
        return raw_bs


class PowerOfTwoPadding(PaddingStrategy):
    name = "pow2"

    @classmethod
    def padded_size(cls, raw_bs: int, capture_bs: List[int]) -> int:
        size = 1
        while size < raw_bs:
            size *= 2
        return min(size, capture_bs[-1]) if raw_bs <= capture_bs[-1] else raw_bs


class CaptureListPadding(PaddingStrategy):
    name = "capture_list"

    @classmethod
    def padded_size(cls, raw_bs: int, capture_bs: List[int]) -> int:
        idx = bisect.bisect_left(capture_bs, raw_bs)
        if idx == len(capture_bs):
            warnings.warn(f"batch size {raw_bs} exceeds the largest captured size")
            return raw_bs
        return capture_bs[idx]


PADDING_STRATEGIES: Dict[str, Type[PaddingStrategy]] = {
    cls.name: cls for cls in (NoPadding, PowerOfTwoPadding, CaptureListPadding)
}
