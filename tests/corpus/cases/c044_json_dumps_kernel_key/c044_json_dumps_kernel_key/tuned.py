import torch
from torch import nn

from .autotune import lookup_block_m


class TunedLinear(nn.Linear):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        block_m = lookup_block_m(x.shape[0], self.out_features, self.in_features)
        out = super().forward(x)
        return out if block_m >= 16 else out.contiguous()


compiled = torch.compile(TunedLinear(8, 8), fullgraph=True)
