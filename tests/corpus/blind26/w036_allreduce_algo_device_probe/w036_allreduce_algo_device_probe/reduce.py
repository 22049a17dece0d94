import torch

from .topology import ReduceAlgo, Topology, select_algo


class GatherReducer:
    def __init__(self, topo: Topology):
        self.topo = topo

    def gather_logits(self, logits: torch.Tensor) -> torch.Tensor:
        algo = select_algo(self.topo, logits.numel() * logits.element_size())
        if self.topo.local_world_size() == 1 or algo is ReduceAlgo.NOOP:
            return logits
        parts = [torch.empty_like(logits) for _ in range(self.topo.world_size)]
        torch.distributed.all_gather(parts, logits)
        return torch.cat(parts, dim=-1)
