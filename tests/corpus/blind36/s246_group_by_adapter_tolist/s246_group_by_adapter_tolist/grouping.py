"""Groups token rows by adapter so each adapter runs one dense GEMM (SGMV style)."""
import torch


def segment_rows(adapter_ids: torch.Tensor) -> dict[int, list[int]]:
    groups: dict[int, list[int]] = {}
    for row, aid in enumerate(adapter_ids.tolist()):
        groups.setdefault(aid, []).append(row)
    return groups


def segment_lengths(groups: dict[int, list[int]]) -> list[tuple[int, int]]:
    """(adapter, n_rows) pairs, largest segment first; used by the scheduler stats."""
    return sorted(((aid, len(rows)) for aid, rows in groups.items()), key=lambda t: -t[1])


class AdapterBatchStats:
    def __init__(self):
        self.batches = 0
        self.rows_per_adapter: dict[int, int] = {}

    def update(self, groups: dict[int, list[int]]) -> None:
        self.batches += 1
        for aid, n in segment_lengths(groups):
            self.rows_per_adapter[aid] = self.rows_per_adapter.get(aid, 0) + n
