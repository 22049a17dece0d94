import torch
import torch.nn as nn

from .block import SingleStreamBlock


class SingleStreamStack(nn.Module):
    def __init__(self, dim=32, depth=3, impl="fused"):
        super().__init__()
        self.blocks = nn.ModuleList(SingleStreamBlock(dim, impl=impl) for _ in range(depth))
        self.final = nn.LayerNorm(dim)

    def forward(self, tokens: torch.Tensor, vec: torch.Tensor) -> torch.Tensor:
        for blk in self.blocks:
            tokens = blk(tokens, vec)
        return self.final(tokens)


torch.manual_seed(0)
_stack = SingleStreamStack().eval()


@torch.compile(fullgraph=True, dynamic=False)
def run_single_stream(tokens: torch.Tensor, vec: torch.Tensor) -> torch.Tensor:
    return _stack(tokens, vec)
