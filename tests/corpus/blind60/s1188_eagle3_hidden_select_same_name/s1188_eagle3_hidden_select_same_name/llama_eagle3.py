import os
from typing import List

import torch
import torch.nn as nn

from .debug_utils import HiddenStateDumper
from .eagle_utils import EagleHiddenStateHandoff, TreeBuffers


class Eagle3DraftModel(nn.Module):
    def __init__(self, hidden_size: int = 8, vocab_size: int = 32, num_aux_layers: int = 3):
        super().__init__()
        self.handoff = EagleHiddenStateHandoff(num_aux_layers)
        self.dumper = HiddenStateDumper(os.environ.get("SGLANG_EAGLE_DUMP_DIR", "/tmp/eagle_dump"))
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.fc = nn.Linear(num_aux_layers * hidden_size, hidden_size, bias=False)
        self.midlayer = nn.Linear(2 * hidden_size, hidden_size)
        self.lm_head = nn.Linear(hidden_size, vocab_size, bias=False)

    def debug_dump(self, hidden_states: torch.Tensor, accept_index: torch.Tensor) -> None:
        self.dumper.select_accepted(hidden_states, accept_index)

    def forward(
        self,
        verified_id: torch.Tensor,
        aux_low: torch.Tensor,
        aux_mid: torch.Tensor,
        aux_high: torch.Tensor,
        accept_index: torch.Tensor,
        parents: torch.Tensor,
    ) -> torch.Tensor:
        aux: List[torch.Tensor] = [aux_low, aux_mid, aux_high]
        target_hidden = self.fc(self.handoff.concat_aux(aux))
        hidden = self.handoff.select_accepted(target_hidden, accept_index)
        embeds = self.embed_tokens(verified_id)
        h = torch.relu(self.midlayer(torch.cat([embeds, hidden], dim=-1)))
        logits = self.lm_head(h)
        tree_mask = TreeBuffers.build_tree_mask(parents, parents.shape[0])
        return logits.argmax(dim=-1), tree_mask


draft_model = Eagle3DraftModel()
compiled_draft = torch.compile(draft_model, fullgraph=True)
