import torch

from .metrics import get_numerics_metrics

NEG_INF_FILL = -1e4


def soft_cap(logits: torch.Tensor, cap: float) -> torch.Tensor:
    return torch.tanh(logits / cap) * cap


def sanitize_logits(logits: torch.Tensor, site: str = "logits") -> torch.Tensor:
    bad = ~torch.isfinite(logits)
    get_numerics_metrics().observe_nonfinite(site, bad.sum())
    return torch.where(bad, torch.full_like(logits, NEG_INF_FILL), logits)


class LogitsProcessor:
    def __init__(self, vocab_size: int, final_logit_softcapping: float = 30.0):
        self.vocab_size = vocab_size
        self.final_logit_softcapping = final_logit_softcapping

    def __call__(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
        logits = hidden_states @ lm_head_weight.t()
        logits = logits[:, : self.vocab_size].float()
        if self.final_logit_softcapping:
            logits = soft_cap(logits, self.final_logit_softcapping)
        return sanitize_logits(logits)
