import torch

from .metrics import DecodeMetrics


class DecodeEngine:
    def __init__(self, max_batch_size: int, repetition_penalty: float = 1.1):
        self.max_batch_size = max_batch_size
        self.repetition_penalty = repetition_penalty
        self.metrics = DecodeMetrics()

    def _apply_repetition_penalty(self, logits, token_counts):
        seen = token_counts > 0
        penalized = torch.where(logits > 0, logits / self.repetition_penalty, logits * self.repetition_penalty)
        return torch.where(seen, penalized, logits)

    @torch.compile(fullgraph=True)
    def step(self, logits: torch.Tensor, token_counts: torch.Tensor, cum_logprobs: torch.Tensor):
        logits = self._apply_repetition_penalty(logits, token_counts)
        logprobs = torch.log_softmax(logits, dim=-1)
        next_tokens = logprobs.argmax(dim=-1)
        cum_logprobs = cum_logprobs + logprobs.gather(-1, next_tokens[:, None]).squeeze(-1)
        token_counts = token_counts.scatter_add(
            1, next_tokens[:, None], torch.ones_like(next_tokens[:, None])
        )
        self.metrics.mark_step(logits.shape[0])
        return next_tokens, token_counts, cum_logprobs


ENGINE = DecodeEngine(max_batch_size=4)
