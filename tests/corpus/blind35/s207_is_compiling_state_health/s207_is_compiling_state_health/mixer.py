import torch

from .heads import MultiHeadSSMState


class Mamba2DecodeMixer(torch.nn.Module):
    def __init__(self, d: int = 8, heads: int = 2, n: int = 4):
        super().__init__()
        self.in_proj = torch.nn.Linear(d, 2 * d)
        self.ssm = MultiHeadSSMState(d, heads, n)
        self.norm = torch.nn.RMSNorm(d)
        self.out_proj = torch.nn.Linear(d, d)

    @torch.compile(fullgraph=True)
    def forward_decode(self, x: torch.Tensor, state: torch.Tensor):
        u, z = self.in_proj(x).chunk(2, dim=-1)
        y, state = self.ssm(u, state)
        y = self.norm(y * torch.sigmoid(z))
        return self.out_proj(y), state
