import weakref

import torch
import torch.nn as nn

from .params import SamplingParams, SamplingType
from .processors import build_chain


class Sampler(nn.Module):
    def __init__(self, owner: nn.Module, defaults: SamplingParams):
        super().__init__()
        self._owner = weakref.ref(owner)
        self.defaults = defaults

    @property
    def vocab_size(self) -> int:
        owner = self._owner()
        return owner.vocab_size if owner is not None else -1

    def forward(self, logits: torch.Tensor, prev_tokens: torch.Tensor) -> torch.Tensor:
        params = self.defaults.clamp_to_vocab(self.vocab_size)
        kind = SamplingType.from_params(params)
        prev_mask = torch.zeros_like(logits, dtype=torch.bool).scatter_(-1, prev_tokens, True)
        if kind is SamplingType.GREEDY:
            chain, _ = build_chain(params, names={"repetition_penalty"})
            return chain(logits, prev_mask).argmax(dim=-1)
        chain, _ = build_chain(params)
        probs = torch.softmax(chain(logits, prev_mask), dim=-1)
        # exponential-race trick: argmax(p / E) samples from p
        noise = torch.empty_like(probs).exponential_()
        return (probs / noise).argmax(dim=-1)


class _Head(nn.Module):
    vocab_size = 32


_head = _Head()
sample = torch.compile(Sampler(_head, SamplingParams(top_k=50)), fullgraph=True)
