"""Sequence-parallel scatter/gather along the token dimension."""
import torch

from . import groups


class SequenceSplitter:
    """Splits a (batch, seq, hidden) activation across the 'sp' group.

    Padding tokens are dropped before the split so that every rank gets a
    balanced share of *real* tokens.
    """

    def __init__(self, group_name: str = "sp", seq_dim: int = 1):
        self.group_name = group_name
        self.seq_dim = seq_dim

    def _token_counts(self, mask: torch.Tensor):
        return mask.sum(dim=-1).to(torch.int64).tolist()

    def _balanced_sizes(self, total: int, world: int):
        base, rem = total // world, total % world
        return [base + (1 if r < rem else 0) for r in range(world)]

    def scatter(self, hidden: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
        world = groups.group_size(self.group_name)
        rank = groups.group_rank(self.group_name)
        counts = self._token_counts(mask)
        packed = torch.cat([hidden[i, :n] for i, n in enumerate(counts)], dim=0)
        sizes = self._balanced_sizes(packed.shape[0], world)
        return torch.split(packed, sizes, dim=0)[rank]

    def gather(self, local: torch.Tensor) -> torch.Tensor:
        if groups.group_size(self.group_name) == 1:
            return local
        raise NotImplementedError("multi-rank gather requires an initialised group")
