import hashlib
from typing import Dict, Sequence, Tuple

import torch


class LocalCommunicator:
    """Stand-in communicator used when the group has a single member."""

    def __init__(self, ranks: Tuple[int, ...], backend: str):
        self.ranks = ranks
        self.backend = backend

    @property
    def size(self) -> int:
        return len(self.ranks)

    def all_reduce(self, x: torch.Tensor) -> torch.Tensor:
        if self.size == 1:
            return x
        torch.distributed.all_reduce(x)
        return x


class ProcessGroupCache:
    def __init__(self, backend: str = "gloo"):
        self.backend = backend
        self._groups: Dict[str, LocalCommunicator] = {}

    @staticmethod
    def _group_key(ranks: Sequence[int], backend: str) -> str:
        canon = ",".join(str(r) for r in sorted(ranks)) + "|" + backend
        return hashlib.sha1(canon.encode("utf-8")).hexdigest()[:16]

    def get(self, ranks: Sequence[int]) -> LocalCommunicator:
        key = self._group_key(ranks, self.backend)
        group = self._groups.get(key)
        if group is None:
            group = LocalCommunicator(tuple(sorted(ranks)), self.backend)
            self._groups[key] = group
        return group


PG_CACHE = ProcessGroupCache()
