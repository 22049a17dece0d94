from enum import IntEnum, auto
from typing import Optional


class SpeculativeAlgorithm(IntEnum):
    NONE = auto()
    EAGLE = auto()
    EAGLE3 = auto()
    NGRAM = auto()

    def is_none(self) -> bool:
        return self == SpeculativeAlgorithm.NONE

    def is_eagle(self) -> bool:
        return self in (SpeculativeAlgorithm.EAGLE, SpeculativeAlgorithm.EAGLE3)

    def is_ngram(self) -> bool:
        return self == SpeculativeAlgorithm.NGRAM

    @staticmethod
    def from_string(name: Optional[str]) -> "SpeculativeAlgorithm":
        if name is None:
            return SpeculativeAlgorithm.NONE
        return SpeculativeAlgorithm[name.upper()]


class CaptureHiddenMode(IntEnum):
    NULL = 0
    LAST = 1
    FULL = 2

    def need_capture(self) -> bool:
        return self != CaptureHiddenMode.NULL
