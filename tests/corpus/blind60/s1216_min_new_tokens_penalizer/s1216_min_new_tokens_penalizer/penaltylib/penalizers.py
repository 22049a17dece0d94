import torch

from .orchestrator import _BatchedPenalizer


class BatchedFrequencyPenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(req.frequency_penalty != 0.0 for req in self.orchestrator.reqs)

    def _prepare(self) -> None:
        orch = self.orchestrator
        self.cumulated_frequency_penalties = torch.zeros(
            (orch.batch_size, orch.vocab_size), dtype=torch.float32, device=orch.device
        )
        self.frequency_penalties = torch.tensor(
            [req.frequency_penalty for req in orch.reqs], dtype=torch.float32, device=orch.device
        ).unsqueeze_(1)

    def _cumulate_output_tokens(self, output_ids: torch.Tensor) -> None:
        self.cumulated_frequency_penalties.scatter_add_(
            dim=1,
            index=output_ids.unsqueeze(1),
            src=self.frequency_penalties,
        )

    def _apply(self, logits: torch.Tensor) -> None:
        logits.sub_(self.cumulated_frequency_penalties)


class BatchedPresencePenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(req.presence_penalty != 0.0 for req in self.orchestrator.reqs)

    def _prepare(self) -> None:
        orch = self.orchestrator
        self.cumulated_presence_penalties = torch.zeros(
            (orch.batch_size, orch.vocab_size), dtype=torch.float32, device=orch.device
        )
        self.presence_penalties = torch.tensor(
            [req.presence_penalty for req in orch.reqs], dtype=torch.float32, device=orch.device
        ).unsqueeze_(1)

    def _cumulate_output_tokens(self, output_ids: torch.Tensor) -> None:
        self.cumulated_presence_penalties.scatter_(
            dim=1,
            index=output_ids.unsqueeze(1),
            src=self.presence_penalties,
        )

    def _apply(self, logits: torch.Tensor) -> None:
        logits.sub_(self.cumulated_presence_penalties)


class BatchedMinNewTokensPenalizer(_BatchedPenalizer):
    def _is_required(self) -> bool:
        return any(req.min_new_tokens > 0 for req in self.orchestrator.reqs)

    def _prepare(self) -> None:
        orch = self.orchestrator
        self.min_new_tokens = torch.tensor(
            [req.min_new_tokens for req in orch.reqs], dtype=torch.int32, device=orch.device
        ).unsqueeze_(1)
        self.max_min_new_tokens = max(req.min_new_tokens for req in orch.reqs)
        self.stop_token_penalties = torch.zeros(
            (orch.batch_size, orch.vocab_size + 1), dtype=torch.float32, device=orch.device
        )
        for i, req in enumerate(orch.reqs):
            for token_id in req.stop_token_ids:
                self.stop_token_penalties[i, token_id] = float("-inf")
        self.stop_token_penalties = self.stop_token_penalties[:, : orch.vocab_size]
        self.len_output_tokens = torch.zeros(
            (orch.batch_size, 1), dtype=torch.int32, device=orch.device
        )

    def _cumulate_output_tokens(self, output_ids: torch.Tensor) -> None:
        self.len_output_tokens += 1

    def _apply(self, logits: torch.Tensor) -> None:
        if self.len_output_tokens.min().item() >= self.max_min_new_tokens:
            return
        mask = (self.len_output_tokens < self.min_new_tokens).expand_as(logits)
        logits[mask] += self.stop_token_penalties[mask]
