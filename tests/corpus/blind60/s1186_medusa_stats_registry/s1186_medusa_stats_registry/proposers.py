from typing import Dict, Type

import torch
import torch.nn as nn

from .metrics import SpecDecodingStats


class Proposer(nn.Module):
    def __init__(self, num_spec_tokens: int):
        super().__init__()
        self.num_spec_tokens = num_spec_tokens
        self.stats = SpecDecodingStats(num_spec_tokens)

    def propose(self, hidden_states: torch.Tensor) -> torch.Tensor:
        raise NotImplementedError

    def _record_stats(self, draft_token_ids: torch.Tensor, num_accepted: torch.Tensor) -> None:
        num_draft = torch.full_like(num_accepted, draft_token_ids.shape[1])
        self.stats.observe_draft(num_draft, num_accepted)

    def verify(self, draft_token_ids: torch.Tensor, target_token_ids: torch.Tensor) -> torch.Tensor:
        match = draft_token_ids == target_token_ids[:, : self.num_spec_tokens]
        num_accepted = torch.cumprod(match.int(), dim=1).sum(dim=1)
        self._record_stats(draft_token_ids, num_accepted)
        return num_accepted


class ResBlock(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.linear = nn.Linear(hidden_size, hidden_size)
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.act(self.linear(x))


class MedusaProposer(Proposer):
    def __init__(self, num_spec_tokens: int, hidden_size: int, vocab_size: int):
        super().__init__(num_spec_tokens)
        self.heads = nn.ModuleList(
            nn.Sequential(ResBlock(hidden_size), nn.Linear(hidden_size, vocab_size, bias=False))
            for _ in range(num_spec_tokens)
        )

    def propose(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return torch.stack([head(hidden_states).argmax(dim=-1) for head in self.heads], dim=1)


class NgramProposer(Proposer):
    def __init__(self, num_spec_tokens: int, hidden_size: int, vocab_size: int):
        super().__init__(num_spec_tokens)
        self.vocab_size = vocab_size

    def propose(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bs = hidden_states.shape[0]
        return torch.zeros(bs, self.num_spec_tokens, dtype=torch.long, device=hidden_states.device)


PROPOSER_REGISTRY: Dict[str, Type[Proposer]] = {
    "medusa": MedusaProposer,
    "ngram": NgramProposer,
}


def build_proposer(method: str, **kwargs) -> Proposer:
    try:
        cls = PROPOSER_REGISTRY[method]
    except KeyError:
        raise ValueError(f"unknown speculative method {method!r}") from None
    return cls(**kwargs)
