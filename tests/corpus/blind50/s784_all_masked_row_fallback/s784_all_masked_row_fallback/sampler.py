import torch
from torch import nn

from .base_grammar_backend import BaseGrammarObject
from .outlines_backend import OutlinesGrammar, RegexGuide


class Sampler(nn.Module):
    def __init__(self, grammar: BaseGrammarObject):
        super().__init__()
        self.grammar = grammar

    @torch.compile(fullgraph=True)
    def apply_mask_and_sample(
        self, logits: torch.Tensor, vocab_mask: torch.Tensor, temperature: torch.Tensor
    ) -> torch.Tensor:
        logits = logits / temperature.unsqueeze(-1)
        self.grammar.apply_vocab_mask(logits, vocab_mask)
        probs = torch.softmax(logits, dim=-1)
        return torch.argmax(probs, dim=-1)


def build_default_sampler() -> Sampler:
    guide = RegexGuide({0: {4: 1, 5: 1}, 1: {9: 2}}, final_states=[2])
    return Sampler(OutlinesGrammar(guide, eos_token_ids=[2]))
