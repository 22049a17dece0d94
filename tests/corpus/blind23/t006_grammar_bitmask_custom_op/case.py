import torch

ENTRY = "t006_grammar_bitmask_custom_op.structured:compiled_masked_sampler"


def inputs():
    return (torch.randn(3, 40), torch.tensor([0, 1, 2]))
