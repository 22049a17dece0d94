import torch

from s224_grammar_fsm_state_lookup.constrained import build_runner

ENTRY = "s224_grammar_fsm_state_lookup.constrained:decode_logits"


def inputs():
    g = torch.Generator().manual_seed(3)
    hidden = torch.randn(2, 8, generator=g)
    fsm_states = torch.tensor([0, 2])
    return (hidden, fsm_states)
