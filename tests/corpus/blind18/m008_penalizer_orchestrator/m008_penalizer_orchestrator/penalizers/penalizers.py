import torch

from .base import _BatchedPenalizer


class BatchedMinNewTokensPenalizer(_BatchedPenalizer):
    def _is_required(self):
        return any(r.min_new_tokens > 0 for r in self.orchestrator.batch.reqs)

    def _prepare(self):
        batch = self.orchestrator.batch
        self.min_new_tokens = torch.tensor(
            [r.min_new_tokens for r in batch.reqs], dtype=torch.int32
        ).unsqueeze(1)
        self.stop_token_mask = torch.zeros(len(batch.reqs), batch.vocab_size)
        self.stop_token_mask[:, batch.eos_token_id] = 1.0
        self.len_output_tokens = torch.zeros(len(batch.reqs), 1, dtype=torch.int32)

    def _apply(self, logits):
        mask = (self.len_output_tokens < self.min_new_tokens).to(logits.dtype)
        return logits - mask * self.stop_token_mask * 1e4


class BatchedFrequencyPenalizer(_BatchedPenalizer):
    def __init__(self, orchestrator):
        super().__init__(orchestrator)
        batch = orchestrator.batch
        self.frequency_penalties = torch.tensor(
            [r.frequency_penalty for r in batch.reqs], dtype=torch.float32
        ).unsqueeze(1)

    def _is_required(self):
        return (self.frequency_penalties != 0.0).any()

    def _prepare(self):
        batch = self.orchestrator.batch
        self.cumulated_frequency_penalties = torch.zeros(len(batch.reqs), batch.vocab_size)

    def _apply(self, logits):
        return logits - self.cumulated_frequency_penalties
