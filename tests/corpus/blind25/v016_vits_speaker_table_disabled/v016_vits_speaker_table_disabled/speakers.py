from typing import Dict, Optional

import torch
import torch.nn as nn


class SpeakerTable(nn.Module):
    """Speaker embeddings, plus per-request voice overrides uploaded at runtime.

    Overrides are stored in a plain dict so that adding a cloned voice does not
    touch the nn.Embedding weights (and does not need a model reload).
    """

    def __init__(self, n_speakers: int, dim: int):
        super().__init__()
        self.table = nn.Embedding(n_speakers, dim)
        self.overrides: Dict[int, torch.Tensor] = {}

    def register_voice(self, sid: int, emb: torch.Tensor):
        self.overrides[int(sid)] = emb.detach()

    @torch.compiler.disable
    def lookup(self, sid: torch.Tensor) -> torch.Tensor:
        # dict keyed by python ints: keep dynamo out to avoid a recompile per speaker
        rows = []
        for s in sid.tolist():
            override: Optional[torch.Tensor] = self.overrides.get(s)
            rows.append(override if override is not None else self.table.weight[s])
        return torch.stack(rows).unsqueeze(-1)
