import torch
from torch import nn

from .configuration_gemma2 import Gemma2Config


class Gemma2LMHead(nn.Module):
    def __init__(self, config: Gemma2Config):
        super().__init__()
        self.config = config
        self.weight = nn.Parameter(torch.randn(config.vocab_size, config.hidden_size) * 0.02)

    def _compute_dtype(self, hidden_states: torch.Tensor) -> torch.dtype:
        # older checkpoints ship `upcast_lm_head: true` in config.json
        return torch.float32 if self.config.upcast_lm_head else hidden_states.dtype

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        dtype = self._compute_dtype(hidden_states)
        logits = hidden_states.to(dtype) @ self.weight.to(dtype).t()
        cap = self.config.final_logit_softcapping
        if cap is not None:
            logits = torch.tanh(logits / cap) * cap
        return logits


config = Gemma2Config(upcast_lm_head=True)
lm_head = Gemma2LMHead(config)


def compute_logits(hidden_states: torch.Tensor, temperature: torch.Tensor) -> torch.Tensor:
    logits = lm_head(hidden_states)
    return logits / temperature.clamp_min(1e-5)[:, None]


step = torch.compile(compute_logits, fullgraph=True)
