import torch

ENTRY = "s922_disabled_all_gather_communicator.logits_processor:compute_logits"


def inputs():
    return (torch.randn(4, 8), torch.randn(32, 8))
