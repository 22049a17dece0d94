import torch

ENTRY = "s789_choice_grammar_same_name_fill.sampling_worker:sample"


def inputs():
    return (torch.randn(4, 64),)
