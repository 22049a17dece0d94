import torch
from torch import nn

from .ops import top_p_filter


class Sampler(nn.Module):
    def __init__(self, top_p: float = 0.9):
        super().__init__()
        self.top_p = top_p

    @torch.compile(fullgraph=True)
    def forward(self, logits: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        greedy = logits.argmax(dim=-1)
        if temperatures.max().item() == 0.0:
            return greedy
        probs = torch.softmax(logits / temperatures.clamp(min=1e-5).unsqueeze(-1), dim=-1)
        probs = top_p_filter(probs, self.top_p)
        q = torch.empty_like(probs).exponential_()
        return torch.where(temperatures == 0, greedy, (probs / q).argmax(dim=-1))
