from __future__ import annotations

import torch
from torch import nn

from .config import PenaltyConfig


def token_counts(output_ids: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """Per-row histogram of generated ids; -1 marks padding."""
    valid = output_ids >= 0
    ids = output_ids.clamp(min=0)
    counts = torch.zeros(output_ids.shape[0], vocab_size, dtype=torch.float32, device=output_ids.device)
    counts.scatter_add_(1, ids, valid.to(counts.dtype))
    return counts


def apply_penalties(logits: torch.Tensor, counts: torch.Tensor, cfg: PenaltyConfig) -> torch.Tensor:
    seen = counts > 0
    if cfg.use_repetition:
        penalised = torch.where(logits > 0, logits / cfg.repetition_penalty, logits * cfg.repetition_penalty)
        logits = torch.where(seen, penalised, logits)
    if cfg.use_frequency:
        logits = logits - cfg.frequency_penalty * counts
    if cfg.use_presence:
        logits = logits - cfg.presence_penalty * seen.to(logits.dtype)
    return logits


class PenaltyHead(nn.Module):
    def __init__(self, hidden: int, vocab_size: int, cfg: PenaltyConfig | None = None):
        super().__init__()
        self.cfg = cfg or PenaltyConfig.from_env()
        self.vocab_size = vocab_size
        self.lm_head = nn.Linear(hidden, vocab_size, bias=False)

    def forward(self, hidden: torch.Tensor, output_ids: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden).float()
        counts = token_counts(output_ids, self.vocab_size)
        logits = apply_penalties(logits, counts, self.cfg)
        logits = logits * self.cfg.inv_temperature
        return torch.softmax(logits, dim=-1)


head = torch.compile(PenaltyHead(hidden=8, vocab_size=16), fullgraph=True)
