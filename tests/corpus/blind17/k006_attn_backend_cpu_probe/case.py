import torch

ENTRY = "k006_attn_backend_cpu_probe.radix_attention:attn_step"


def inputs():
    torch.manual_seed(0)
    return (torch.randn(4, 2, 8), torch.randn(4, 2, 8), torch.randn(4, 2, 8))
