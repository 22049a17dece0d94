import torch

from s850_env_gated_invariant_bmm.attention_backend import TorchNativeAttnBackend

ENTRY = "s850_env_gated_invariant_bmm.attention_backend:TorchNativeAttnBackend.forward_extend"


def inputs():
    backend = TorchNativeAttnBackend(num_heads=2, head_dim=4)
    return (backend, torch.randn(2, 3, 8), torch.randn(2, 3, 8), torch.randn(2, 3, 8))
