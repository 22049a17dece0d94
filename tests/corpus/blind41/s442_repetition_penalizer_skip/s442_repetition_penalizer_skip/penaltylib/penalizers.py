from __future__ import annotations

import torch

from .orchestrator import _BatchedPenalizer


class BatchedFrequencyPenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(p.get("frequency_penalty", 0.0) != 0.0 for p in self.orchestrator.sampling_params)

    def _prepare(self):
        orch = self.orchestrator
        self.cumulated_frequency_penalties = torch.zeros(
            (orch.batch_size, orch.vocab_size), dtype=torch.float32, device=orch.device
        )
        self.frequency_penalties = torch.tensor(
            [p.get("frequency_penalty", 0.0) for p in orch.sampling_params],
            dtype=torch.float32,
            device=orch.device,
        ).unsqueeze_(1)

    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        self.cumulated_frequency_penalties.scatter_add_(
            dim=1,
            index=output_ids.unsqueeze(1),
            src=self.frequency_penalties,
        )

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits - self.cumulated_frequency_penalties


class BatchedPresencePenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(p.get("presence_penalty", 0.0) != 0.0 for p in self.orchestrator.sampling_params)

    def _prepare(self):
        orch = self.orchestrator
        self.cumulated_presence_penalties = torch.zeros(
            (orch.batch_size, orch.vocab_size), dtype=torch.float32, device=orch.device
        )
        self.presence_penalties = torch.tensor(
            [p.get("presence_penalty", 0.0) for p in orch.sampling_params],
            dtype=torch.float32,
            device=orch.device,
        ).unsqueeze_(1)

    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        self.cumulated_presence_penalties.scatter_(
            dim=1,
            index=output_ids.unsqueeze(1),
            src=self.presence_penalties,
        )

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        return logits - self.cumulated_presence_penalties


class BatchedRepetitionPenalizer(_BatchedPenalizer):
    """HF-style multiplicative penalty on every token seen so far."""

    def _is_required(self) -> bool:
        return any(p.get("repetition_penalty", 1.0) != 1.0 for p in self.orchestrator.sampling_params)

    def _prepare(self):
        orch = self.orchestrator
        self.repetition_penalties = torch.tensor(
            [p.get("repetition_penalty", 1.0) for p in orch.sampling_params],
            dtype=torch.float32,
            device=orch.device,
        ).unsqueeze_(1)
        self.cumulated_repetition_penalties = torch.ones(
            (orch.batch_size, orch.vocab_size), dtype=torch.float32, device=orch.device
        )

    def _cumulate_output_tokens(self, output_ids: torch.Tensor):
        self.cumulated_repetition_penalties.scatter_(
            dim=1,
            index=output_ids.unsqueeze(1),
            src=self.repetition_penalties,
        )

    def _apply(self, logits: torch.Tensor) -> torch.Tensor:
        # nothing generated yet for any row: skip the two full-vocab where() passes
        if torch.all(self.cumulated_repetition_penalties == 1.0):
            return logits
        return torch.where(
            logits > 0,
            logits / self.cumulated_repetition_penalties,
            logits * self.cumulated_repetition_penalties,
        )
