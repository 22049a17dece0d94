"""Placeholder bookkeeping produced by the multimodal processor."""
import bisect
from dataclasses import dataclass
from typing import List


@dataclass(frozen=True)
class PlaceholderRange:
    offset: int
    length: int

    @property
    def end(self) -> int:
        return self.offset + self.length


class MultiModalLayout:
    """Where the image placeholders of one prompt live."""

    def __init__(self, ranges: List[PlaceholderRange]):
        self.ranges = sorted(ranges, key=lambda r: r.offset)
        self._starts = [r.offset for r in self.ranges]

    @classmethod
    def from_token_ids(cls, token_ids, image_token_id):
        ranges, start = [], None
        for i, tok in enumerate(list(token_ids) + [None]):
            if tok == image_token_id and start is None:
                start = i
            elif tok != image_token_id and start is not None:
                ranges.append(PlaceholderRange(start, i - start))
                start = None
        return cls(ranges)

    def image_of(self, pos: int) -> int:
        """Index of the image whose placeholder covers ``pos``, or -1."""
        idx = bisect.bisect_right(self._starts, pos) - 1
        if idx >= 0 and pos < self.ranges[idx].end:
            return idx
        return -1

    def group_ids(self, seq_len: int) -> List[int]:
        return [self.image_of(p) for p in range(seq_len)]
