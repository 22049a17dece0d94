import torch

ENTRY = "u023_attn_backend_registry_disabled.mmdit:JointTransformerBlock.forward"


def inputs():
    from u023_attn_backend_registry_disabled.mmdit import JointTransformerBlock

    torch.manual_seed(0)
    block = JointTransformerBlock(dim=64, heads=4).eval()
    return (block, torch.randn(1, 16, 64), torch.randn(1, 8, 64), torch.randn(1, 64))
