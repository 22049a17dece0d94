import torch

ENTRY = "s786_padded_vocab_logger_closure.bitmask_applier:apply_grammar_bitmask"


def inputs():
    bitmask = torch.full((4, 2), -1, dtype=torch.int32)
    bitmask[1] = torch.tensor([0x00FF00FF, 0], dtype=torch.int32)
    return (torch.randn(4, 80), bitmask)
