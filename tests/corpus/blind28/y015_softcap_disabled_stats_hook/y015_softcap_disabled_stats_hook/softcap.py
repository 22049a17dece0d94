import torch
import torch.nn as nn

from .stats import record_saturation


class LogitSoftCap:
    def __init__(self, cap: float, track: bool = True):
        self.cap = cap
        self.track = track

    def __call__(self, logits: torch.Tensor) -> torch.Tensor:
        capped = torch.tanh(logits / self.cap) * self.cap
        if self.track:
            record_saturation(capped, self.cap)
        return capped


class SoftCappedHead(nn.Module):
    def __init__(self, hidden: int = 8, vocab: int = 32, final_logit_softcapping: float = 30.0):
        super().__init__()
        self.proj = nn.Linear(hidden, vocab, bias=False)
        self.softcap = LogitSoftCap(final_logit_softcapping) if final_logit_softcapping else None

    @torch.compile(fullgraph=True)
    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.proj(hidden)
        if self.softcap is not None:
            logits = self.softcap(logits)
        return logits
