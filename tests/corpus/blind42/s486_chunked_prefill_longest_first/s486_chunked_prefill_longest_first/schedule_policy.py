from __future__ import annotations

from typing import List


class ChunkedPrefillPacker:
    """Splits the pending extend tokens of a batch into one chunk of at most
    ``chunked_prefill_size`` tokens, visiting requests in policy order."""

    def __init__(self, chunked_prefill_size: int, policy: str = "fcfs"):
        self.chunked_prefill_size = chunked_prefill_size
        self.policy = policy

    def _order_fcfs(self, extend_lens: List[int]) -> List[int]:
        return list(range(len(extend_lens)))

    def _order_longest_first(self, extend_lens: List[int]) -> List[int]:
        return sorted(range(len(extend_lens)), key=lambda i: extend_lens[i], reverse=True)

    def order(self, extend_lens: List[int]) -> List[int]:
        return getattr(self, f"_order_{self.policy}")(extend_lens)

    def plan(self, extend_lens: List[int]) -> List[int]:
        budget = self.chunked_prefill_size
        chunk_lens = [0] * len(extend_lens)
        for i in self.order(extend_lens):
            take = min(extend_lens[i], budget)
            chunk_lens[i] = take
            budget -= take
        return chunk_lens
