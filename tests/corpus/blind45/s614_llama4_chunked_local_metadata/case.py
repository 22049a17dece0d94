import torch

ENTRY = "s614_llama4_chunked_local_metadata.attention:chunked_local_prefill"


def inputs():
    q, k, v = torch.randn(2, 4, 8), torch.randn(2, 4, 8), torch.randn(2, 4, 8)
    attention_mask = torch.tensor([[1.0, 1.0, 1.0, 1.0], [1.0, 1.0, 1.0, 0.0]])
    return (q, k, v, attention_mask)
