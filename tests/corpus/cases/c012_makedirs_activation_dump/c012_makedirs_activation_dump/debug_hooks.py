import torch
from torch import nn

from .dump import ensure_dump_dir


class DumpingBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)
        self.dump_name = "block0"

    def maybe_dump(self, x: torch.Tensor) -> torch.Tensor:
        ensure_dump_dir(self.dump_name)
        return x

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.maybe_dump(torch.relu(self.proj(x)))


compiled_block = torch.compile(DumpingBlock(), fullgraph=True)
