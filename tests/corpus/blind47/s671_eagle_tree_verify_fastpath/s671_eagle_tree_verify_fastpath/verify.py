"""Greedy tree verification against the target model's predictions."""
from __future__ import annotations

from dataclasses import dataclass

import torch

from .tree import TreeTopology


@dataclass
class VerifyOutput:
    accept_length: torch.Tensor      # [bs] number of accepted draft tokens
    accepted_tokens: torch.Tensor    # [bs, max_depth + 1] accepted tokens + bonus token
    accepted_nodes: torch.Tensor     # [bs, max_depth + 1] tree node of each accepted token


class TreeVerifier:
    def __init__(self, topology: TreeTopology):
        self.topology = topology
        self.retrieve_indices = topology.build_retrieve_indices()
        self.max_depth = topology.max_depth
        self.num_paths = self.retrieve_indices.shape[0]

    def verify(self, candidates: torch.Tensor, target_logits: torch.Tensor) -> VerifyOutput:
        """candidates: [bs, num_nodes] draft token ids; target_logits: [bs, num_nodes, vocab]."""
        target_predict = target_logits.argmax(dim=-1)
        child_idx = self.retrieve_indices[:, 1:]
        parent_idx = self.retrieve_indices[:, :-1]
        path_draft = candidates[:, child_idx]
        path_target = target_predict[:, parent_idx]
        match = (path_draft == path_target).to(torch.int32)
        accept_per_path = match.cumprod(dim=-1).sum(dim=-1)
        best_path = self._select_best_path(accept_per_path)
        return self._gather_path(candidates, target_predict, accept_per_path, best_path)

    def _select_best_path(self, accept_per_path: torch.Tensor) -> torch.Tensor:
        fully_accepted = accept_per_path == self.max_depth
        if fully_accepted.any(dim=-1).all():
            return fully_accepted.to(torch.int32).argmax(dim=-1)
        return accept_per_path.argmax(dim=-1)

    def _gather_path(self, candidates, target_predict, accept_per_path, best_path) -> VerifyOutput:
        accept_length = accept_per_path.gather(1, best_path[:, None]).squeeze(1)
        nodes = self.retrieve_indices[best_path]
        tokens = candidates.gather(1, nodes)
        bonus = target_predict.gather(1, nodes.gather(1, accept_length[:, None]))
        steps = torch.arange(nodes.shape[1], device=nodes.device)[None, :]
        tokens = torch.where(steps == accept_length[:, None], bonus, tokens)
        tokens = tokens.masked_fill(steps > accept_length[:, None], -1)
        return VerifyOutput(accept_length, tokens, nodes)
