"""Single-head attention that stages its score matrix in a shared workspace."""
import torch
import torch.nn as nn

from .workspace import get_workspace


class ScratchAttention(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.qkv = nn.Linear(hidden, 3 * hidden, bias=False)
        self.out = nn.Linear(hidden, hidden, bias=False)
        self.scale = hidden ** -0.5
        self.workspace = get_workspace()

    def _scores(self, q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
        n = q.shape[0]
        scratch = self.workspace.get(n, n)
        torch.matmul(q, k.transpose(0, 1), out=scratch)
        return scratch.mul_(self.scale)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        scores = self._scores(q, k)
        probs = torch.softmax(scores, dim=-1)
        return self.out(probs @ v)


def build_attention(hidden: int = 8) -> nn.Module:
    torch.manual_seed(0)
    return ScratchAttention(hidden)


compiled_attention = torch.compile(build_attention(), fullgraph=True)
