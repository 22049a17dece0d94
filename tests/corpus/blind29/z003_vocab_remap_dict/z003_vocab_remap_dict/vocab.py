"""Frozen vocabularies exported from the offline feature pipeline."""
import torch


class IdRemapper:
    """Maps raw (sparse, 64-bit) ids onto compact table rows.

    Row 0 is reserved for out-of-vocabulary ids.
    """

    def __init__(self, raw_ids, oov_row: int = 0):
        self.oov_row = oov_row
        self._index = {int(r): i + 1 for i, r in enumerate(raw_ids)}
        self.size = len(self._index) + 1

    def __len__(self) -> int:
        return self.size

    def remap(self, raw: torch.Tensor) -> torch.Tensor:
        rows = [self._index.get(r, self.oov_row) for r in raw.tolist()]
        return torch.tensor(rows, dtype=torch.long, device=raw.device)


class VocabRegistry:
    def __init__(self):
        self._vocabs = {}

    def register(self, feature: str, raw_ids) -> IdRemapper:
        self._vocabs[feature] = IdRemapper(raw_ids)
        return self._vocabs[feature]

    def __getitem__(self, feature: str) -> IdRemapper:
        return self._vocabs[feature]


REGISTRY = VocabRegistry()
REGISTRY.register("advertiser", [1001, 1005, 2003, 40017, 88812, 90001])
REGISTRY.register("campaign", [7, 19, 23, 101, 555])
