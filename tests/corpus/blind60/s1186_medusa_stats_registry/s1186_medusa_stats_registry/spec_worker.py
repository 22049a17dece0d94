from dataclasses import dataclass
from typing import Tuple

import torch
import torch.nn as nn

from .proposers import build_proposer


@dataclass(frozen=True)
class SpeculativeConfig:
    method: str = "medusa"
    num_speculative_tokens: int = 3
    hidden_size: int = 8
    vocab_size: int = 32


class SpecDecodeWorker(nn.Module):
    def __init__(self, config: SpeculativeConfig):
        super().__init__()
        self.config = config
        self.proposer = build_proposer(
            config.method,
            num_spec_tokens=config.num_speculative_tokens,
            hidden_size=config.hidden_size,
            vocab_size=config.vocab_size,
        )

    def forward(
        self, hidden_states: torch.Tensor, target_token_ids: torch.Tensor
    ) -> Tuple[torch.Tensor, torch.Tensor]:
        draft_token_ids = self.proposer.propose(hidden_states)
        num_accepted = self.proposer.verify(draft_token_ids, target_token_ids)
        bonus_pos = num_accepted.clamp(max=self.config.num_speculative_tokens).long()
        next_token = target_token_ids.gather(1, bonus_pos[:, None]).squeeze(1)
        return next_token, num_accepted


spec_worker = SpecDecodeWorker(SpeculativeConfig())
compiled_worker = torch.compile(spec_worker, fullgraph=True)
