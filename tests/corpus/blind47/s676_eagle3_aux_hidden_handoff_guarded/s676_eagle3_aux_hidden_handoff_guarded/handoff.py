"""Collect auxiliary hidden states from selected target layers (EAGLE-3)."""
from __future__ import annotations

from typing import List, Sequence

import torch
from torch import nn

from .debug import report_hidden_stats


def default_aux_layer_ids(num_layers: int) -> List[int]:
    return [2, num_layers // 2, num_layers - 3]


class AuxHiddenHandoff(nn.Module):
    """Concatenate the captured target hidden states and project them to draft width."""

    def __init__(self, target_hidden: int, draft_hidden: int, aux_layer_ids: Sequence[int]):
        super().__init__()
        self.aux_layer_ids = tuple(aux_layer_ids)
        self.fc = nn.Linear(len(self.aux_layer_ids) * target_hidden, draft_hidden, bias=False)

    def select(self, all_layer_hidden: torch.Tensor) -> torch.Tensor:
        """all_layer_hidden: [num_layers, tokens, hidden] -> [tokens, len(aux) * hidden]."""
        picked = [all_layer_hidden[i] for i in self.aux_layer_ids]
        return torch.cat(picked, dim=-1)

    def forward(self, all_layer_hidden: torch.Tensor, accept_index: torch.Tensor) -> torch.Tensor:
        aux = self.select(all_layer_hidden)
        aux = aux.index_select(0, accept_index)
        if not torch.compiler.is_compiling():
            report_hidden_stats("eagle3_aux", aux)
        return self.fc(aux)
