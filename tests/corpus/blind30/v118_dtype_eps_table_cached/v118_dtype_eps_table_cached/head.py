import torch
from torch import nn

from . import numerics


class LogProbHead(nn.Module):
    """Projects hidden states to log-probabilities without producing inf/nan."""

    def __init__(self, hidden: int = 8, vocab: int = 16, temperature: float = 0.7):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)
        self.inv_temp = 1.0 / max(temperature, numerics.limits_for(torch.float32).eps)

    def log_softmax(self, logits: torch.Tensor) -> torch.Tensor:
        logits = numerics.clamp_finite(logits)
        m = logits.amax(dim=-1, keepdim=True)
        z = numerics.stable_exp(logits - m).sum(dim=-1, keepdim=True)
        return logits - m - numerics.safe_log(z)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden) * self.inv_temp
        return self.log_softmax(logits)


compiled_head = torch.compile(LogProbHead(), fullgraph=True)
