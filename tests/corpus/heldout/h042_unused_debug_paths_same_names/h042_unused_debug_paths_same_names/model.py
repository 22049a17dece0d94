import torch
from torch import nn


class RotaryEmbedding(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        inv = 1.0 / (10000 ** (torch.arange(0, dim, 2).float() / dim))
        self.register_buffer("inv_freq", inv, persistent=False)

    def apply_rotary(self, x: torch.Tensor) -> torch.Tensor:
        pos = torch.arange(x.shape[-2], dtype=torch.float32)
        ang = torch.outer(pos, self.inv_freq)
        cos, sin = ang.cos().repeat(1, 2), ang.sin().repeat(1, 2)
        x1, x2 = x.chunk(2, dim=-1)
        return x * cos + torch.cat((-x2, x1), dim=-1) * sin

    def debug_dump(self) -> None:
        print("inv_freq", self.inv_freq.tolist())
        with open("/tmp/rotary_inv_freq.txt", "w") as f:
            f.write(repr(self.inv_freq))


class QueryProjection(nn.Module):
    def __init__(self, d: int = 8) -> None:
        super().__init__()
        self.proj = nn.Linear(d, d)
        self.rotary = RotaryEmbedding(d)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.rotary.apply_rotary(self.proj(x))


qproj = QueryProjection()
qproj_compiled = torch.compile(qproj, fullgraph=True)
