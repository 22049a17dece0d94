import torch

from .batch_invariant import enable_batch_invariant_mode
from .config import LogitsConfig


class LogitsProcessor:
    def __init__(self, config: LogitsConfig):
        self.config = config

    def _softcap(self, logits: torch.Tensor) -> torch.Tensor:
        cap = self.config.final_logit_softcapping
        if cap:
            logits = torch.tanh(logits / cap) * cap
        return logits

    def _matmul(self, hidden: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
        if self.config.deterministic:
            enable_batch_invariant_mode()
            # fixed reduction order: fp32 accumulate, no split-K
            return (hidden.float()[:, None, :] * weight.float()[None, :, :]).sum(-1)
        return hidden @ weight.t()

    @torch.compile(fullgraph=True)
    def compute_logprobs(self, hidden_states: torch.Tensor, lm_head_weight: torch.Tensor):
        logits = self._softcap(self._matmul(hidden_states, lm_head_weight))
        logprobs = torch.log_softmax(logits, dim=-1)
        top_vals, top_ids = logprobs.topk(self.config.return_top_logprobs, dim=-1)
        return logprobs, top_vals, top_ids
