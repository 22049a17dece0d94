import torch


class RadixNodeView:
    def __init__(self, capacity: int):
        self.capacity = capacity

    def lock_ref(self, usage: torch.Tensor) -> torch.Tensor:
        return usage > 0


class RadixEvictor(RadixNodeView):
    """Picks evictable leaves (unreferenced blocks) from the radix tree."""

    def evictable(self, usage: torch.Tensor) -> torch.Tensor:
        locked = self.lock_ref(usage)
        return torch.nonzero(~locked, as_tuple=False).squeeze(-1)

    def reclaim(self, usage: torch.Tensor, want: int) -> torch.Tensor:
        free_ids = self.evictable(usage)
        return free_ids[:want]
