import torch
from torch import nn

from .grammar_matcher import GrammarMatcherPool, JsonSchemaMatcher
from .structured_output import StructuredOutputLogitsProcessor


class LMHead(nn.Module):
    def __init__(self, hidden_size: int, vocab_size: int):
        super().__init__()
        self.proj = nn.Linear(hidden_size, vocab_size, bias=False)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.proj(hidden_states)


class DecodeRunner:
    def __init__(self, hidden_size: int = 8, vocab_size: int = 64, max_num_reqs: int = 8):
        self.lm_head = LMHead(hidden_size, vocab_size)
        self.matcher_pool = GrammarMatcherPool(vocab_size=vocab_size)
        self.logits_processor = StructuredOutputLogitsProcessor(self.matcher_pool, max_num_reqs)

    def register_request(self, slot: int, allowed_by_state) -> None:
        self.matcher_pool.add(slot, JsonSchemaMatcher(allowed_by_state=allowed_by_state))

    @torch.inference_mode()
    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden_states)
        logits = self.logits_processor(logits)
        return torch.argmax(logits, dim=-1)


runner = DecodeRunner()
runner.register_request(0, {0: [1, 2, 3], 1: [17, 40]})
runner.register_request(2, {0: [5, 63]})
decode = torch.compile(runner.forward_decode, fullgraph=True)
