import torch
from torch import nn

from .fsm import build_index, load_vocabulary


class RegexGuide(nn.Module):
    """Turns a host-side regex index into dense device tables at construction time."""

    def __init__(self):
        super().__init__()
        vocab, self.eos_token_id = load_vocabulary()
        allowed, transitions = build_index(list(vocab), self.eos_token_id)
        num_states, vocab_size = len(allowed), len(vocab)
        mask = torch.zeros(num_states, vocab_size, dtype=torch.bool)
        next_state = torch.full((num_states, vocab_size), -1, dtype=torch.long)
        for state, (ids, nxt) in enumerate(zip(allowed, transitions)):
            mask[state, ids] = True
            next_state[state, ids] = torch.tensor(nxt, dtype=torch.long)
        self.register_buffer("allowed_mask", mask, persistent=False)
        self.register_buffer("next_state_table", next_state, persistent=False)

    def advance(self, states: torch.Tensor, token_ids: torch.Tensor) -> list:
        """Scheduler-side bookkeeping after sampling (host lists for the detokenizer)."""
        new_states = self.next_state_table[states, token_ids]
        return [s for s in new_states.tolist() if s >= 0]

    def mask_logits(self, logits: torch.Tensor, states: torch.Tensor) -> torch.Tensor:
        allowed = self.allowed_mask[states.clamp_min(0)]
        return logits.masked_fill(~allowed, float("-inf"))

    def forward_decode(self, logits: torch.Tensor, states: torch.Tensor):
        logits = self.mask_logits(logits, states)
        token_ids = logits.argmax(dim=-1)
        new_states = self.next_state_table[states.clamp_min(0), token_ids]
        return token_ids, new_states


guide = RegexGuide()
decode = torch.compile(guide.forward_decode, fullgraph=True)
