from typing import List, Set

import torch

from .orchestrator import _BatchedPenalizer


class BatchedFrequencyPenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(p.get("frequency_penalty", 0.0) != 0.0 for p in self.orchestrator.params)

    def _prepare(self):
        self.frequency_penalties = torch.tensor(
            [p.get("frequency_penalty", 0.0) for p in self.orchestrator.params], dtype=torch.float32
        ).unsqueeze(1)
        self.cumulated_frequency_penalties = torch.zeros(
            self.orchestrator.batch_size, self.orchestrator.vocab_size, dtype=torch.float32
        )

    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        self.cumulated_frequency_penalties.scatter_add_(
            1, output_ids.unsqueeze(1), self.frequency_penalties
        )

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits - self.cumulated_frequency_penalties


class BatchedPresencePenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(p.get("presence_penalty", 0.0) != 0.0 for p in self.orchestrator.params)

    def _prepare(self):
        self.presence_penalties = [p.get("presence_penalty", 0.0) for p in self.orchestrator.params]
        self.seen_tokens: List[Set[int]] = [set() for _ in range(self.orchestrator.batch_size)]

    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        for i, token_id in enumerate(output_ids.tolist()):
            self.seen_tokens[i].add(token_id)

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        penalty = torch.zeros_like(logits)
        for i, seen in enumerate(self.seen_tokens):
            if seen:
                penalty[i, sorted(seen)] = self.presence_penalties[i]
        return logits - penalty
