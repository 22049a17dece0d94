import torch

ENTRY = "s141_beam_early_stop_item.decoder:beam_step"


def inputs():
    # batch=2, beams=3, vocab=11
    return (torch.randn(6, 11), torch.randn(2, 3), torch.randn(2))
