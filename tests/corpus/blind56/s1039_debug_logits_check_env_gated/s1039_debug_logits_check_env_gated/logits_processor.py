import torch
from torch import nn

from .debug_utils import check_finite, dump_stats
from .envs import debug_checks_enabled, get_bool_env_var


class LogitsProcessor(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int, final_logit_softcapping: float = 0.0):
        super().__init__()
        self.vocab_size = vocab_size
        self.softcap = final_logit_softcapping
        self.lm_head = nn.Parameter(torch.randn(vocab_size, hidden_size) * 0.02)

    def _get_logits(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = torch.matmul(hidden_states, self.lm_head.t())
        vocab, expected = logits.shape[-1], self.vocab_size
        torch._check(vocab == expected, lambda: f"logits vocab {vocab} != configured {expected}")
        if self.softcap > 0:
            logits = torch.tanh(logits / self.softcap) * self.softcap
        return logits

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor, temperatures: torch.Tensor) -> torch.Tensor:
        logits = self._get_logits(hidden_states)
        if debug_checks_enabled():
            check_finite("logits", logits)
        if get_bool_env_var("SGLANG_S1039_DUMP_LOGITS"):
            dump_stats("logits", logits)
        logits = logits / temperatures.clamp_min(1e-5).unsqueeze(-1)
        return torch.softmax(logits, dim=-1)
