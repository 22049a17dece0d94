import torch
from torch import nn

from .profiling import timed


class MessagePassing(nn.Module):
    """Minimal gather -> message -> scatter -> update base class."""

    aggr = "mean"

    def message(self, x_j: torch.Tensor) -> torch.Tensor:
        return x_j

    def update(self, aggr_out: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        return aggr_out

    def aggregate(self, msg: torch.Tensor, index: torch.Tensor, num_nodes: int) -> torch.Tensor:
        out = msg.new_zeros(num_nodes, msg.size(-1)).index_add_(0, index, msg)
        if self.aggr == "mean":
            cnt = msg.new_zeros(num_nodes).index_add_(0, index, msg.new_ones(index.size(0)))
            out = out / cnt.clamp(min=1).unsqueeze(-1)
        return out

    @timed("propagate")
    def propagate(self, edge_index: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        src, dst = edge_index
        msg = self.message(x[src])
        out = self.aggregate(msg, dst, x.size(0))
        return self.update(out, x)
