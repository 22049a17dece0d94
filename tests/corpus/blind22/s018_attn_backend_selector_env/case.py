import torch

from s018_attn_backend_selector_env.layer import Attention

ENTRY = "s018_attn_backend_selector_env.layer:Attention.forward"


def inputs():
    torch.manual_seed(0)
    attn = Attention(num_heads=2, head_dim=4)
    q = torch.randn(3, 8)
    k = torch.randn(3, 8)
    v = torch.randn(3, 8)
    return (attn, q, k, v)
