import torch

ENTRY = "s700_hybrid_linear_attn_backend_dispatch.model:cuda_graph_decode"


def inputs():
    return (torch.randn(2, 16), torch.tensor([0, 3]))
