from typing import List

import torch


class EagleHiddenStateHandoff:
    """Moves target-model hidden states of accepted tokens to the draft model."""

    def __init__(self, num_aux_layers: int):
        self.num_aux_layers = num_aux_layers

    def select_accepted(self, hidden_states: torch.Tensor, accept_index: torch.Tensor) -> torch.Tensor:
        # accept_index: [bs, spec_steps + 1], -1 padded; keep the last accepted row per request
        valid = accept_index >= 0
        last_pos = valid.sum(dim=1) - 1
        last_index = accept_index.gather(1, last_pos[:, None]).squeeze(1)
        return hidden_states.index_select(0, last_index)

    def concat_aux(self, aux_hidden_states: List[torch.Tensor]) -> torch.Tensor:
        assert len(aux_hidden_states) == self.num_aux_layers
        return torch.cat(aux_hidden_states, dim=-1)


class TreeBuffers:
    @staticmethod
    def build_tree_mask(parents: torch.Tensor, n: int) -> torch.Tensor:
        mask = torch.eye(n, dtype=torch.bool, device=parents.device)
        cur = parents
        for _ in range(n - 1):
            valid = cur >= 0
            rows = torch.arange(n, device=parents.device)
            mask[rows[valid], cur[valid]] = True
            cur = torch.where(valid, parents[cur.clamp(min=0)], cur)
        return mask
