import torch

ENTRY = "h070_native_backend_decode_override.attention:attn_compiled"


def inputs():
    return (torch.randn(2, 4, 8), torch.randn(2, 4, 8), torch.randn(2, 4, 8))
