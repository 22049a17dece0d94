import torch
from torch import nn

from .grammar import TokenFSM, json_digit_grammar


class ConstrainedRunner(nn.Module):
    def __init__(self, fsm: TokenFSM, hidden_size: int = 8):
        super().__init__()
        self.fsm = fsm
        self.lm_head = nn.Linear(hidden_size, fsm.vocab_size, bias=False)

    def grammar_mask(self, fsm_states: torch.Tensor) -> torch.Tensor:
        rows = []
        for i in range(fsm_states.shape[0]):
            rows.append(self.fsm.allowed_mask(int(fsm_states[i])))
        return torch.stack(rows)

    def forward_decode(self, hidden: torch.Tensor, fsm_states: torch.Tensor) -> torch.Tensor:
        logits = self.lm_head(hidden)
        allowed = self.grammar_mask(fsm_states).to(logits.device)
        logits = logits.masked_fill(~allowed, float("-inf"))
        return torch.argmax(logits, dim=-1)


def build_runner(vocab_size: int = 16) -> ConstrainedRunner:
    return ConstrainedRunner(json_digit_grammar(vocab_size))


runner = build_runner()
decode_logits = torch.compile(runner.forward_decode, fullgraph=True)
