import torch

ENTRY = "t002_grammar_fsm_advance.engine:compiled_sampler"


def inputs():
    return (torch.randn(3, 16),)
