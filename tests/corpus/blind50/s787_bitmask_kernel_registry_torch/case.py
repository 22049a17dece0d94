import torch

ENTRY = "s787_bitmask_kernel_registry_torch.logits_processor:compiled_head"


def inputs():
    vocab_mask = torch.full((4, 2), -1, dtype=torch.int32)
    vocab_mask[0] = torch.tensor([0x0F0F0F0F, 0x1], dtype=torch.int32)
    vocab_mask[3] = torch.tensor([0, -(1 << 31)], dtype=torch.int32)
    return (torch.randn(4, 8), vocab_mask)
